import type { TTicketValues } from './ticket-form';

const DRAFT_PREFIX = 'matchwire.ticket-draft.';

/** SPEC 4: one draft per signed-in user, and one for the visitors of this browser. */
export function draftKey(userId: string | null): string {
  return `${DRAFT_PREFIX}${userId ?? 'visitor'}`;
}

const FIELDS = ['typeId', 'name', 'email', 'content', 'urgency'] as const;

/** The saved draft's fields (never files); nothing when there is none or it cannot be read. */
export function readDraft(key: string): Partial<TTicketValues> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const draft: Partial<TTicketValues> = {};
    for (const field of FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(key: string, values: TTicketValues): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form works without a draft.
  }
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
