import { userConfigStatuses, type TUserConfigStatus } from '@matchwire/contracts/animation/fields';

const { toBeConfigured, toBeOpened, inUse, disabled, toModify } = userConfigStatuses;

/**
 * The user config status (docs/contracts/animation.md, "Statuses"): a save makes a config never
 * published "to be opened" and a published one "to modify"; a disabled config stays disabled.
 */
export function statusAfterSave(status: TUserConfigStatus): TUserConfigStatus {
  if (status === disabled) return disabled;
  return status === inUse || status === toModify ? toModify : toBeOpened;
}

/**
 * What staff enabling a config returns it to: where it would be had it never been disabled — in use
 * (or to modify, with saved changes since) once published, else to be opened (or to be configured
 * when never saved).
 */
export function statusWhenEnabled(draft: { draftUpdatedAt: Date | null }, publishedAt: Date | undefined) {
  if (publishedAt) return hasChangesSince(draft.draftUpdatedAt, publishedAt) ? toModify : inUse;
  return draft.draftUpdatedAt ? toBeOpened : toBeConfigured;
}

/** Whether the draft was saved after the published copy was made (or never published but saved). */
export function hasChangesSince(draftUpdatedAt: Date | null, publishedAt: Date | undefined): boolean {
  if (!draftUpdatedAt) return false;
  return !publishedAt || draftUpdatedAt.getTime() > publishedAt.getTime();
}

export const isDisabled = (status: TUserConfigStatus) => status === disabled;
export const isNeverSaved = (status: TUserConfigStatus) => status === toBeConfigured;
