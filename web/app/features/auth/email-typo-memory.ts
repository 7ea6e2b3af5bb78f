/** SPEC 5: the answer to the Gmail-typo question is remembered, so an address is asked about once. */
const STORAGE_KEY = 'matchwire.emailTypoDecisions';

export type TTypoDecision = 'kept' | 'fixed';

function readAll(): Record<string, TTypoDecision> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, TTypoDecision>) : {};
  } catch {
    return {};
  }
}

export function getTypoDecision(email: string): TTypoDecision | undefined {
  if (typeof window === 'undefined') return undefined;
  return readAll()[email.trim().toLowerCase()];
}

export function rememberTypoDecision(email: string, decision: TTypoDecision): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [email.trim().toLowerCase()]: decision }));
  } catch {
    // Private mode or a full storage: the question may come again, nothing worse.
  }
}
