import { z } from 'zod';

/**
 * The system config keys the product knows (SPEC.md section 3); anything else is dropped
 * on read and refused on write. Values are strings; JSON-valued keys say so.
 */
export const knownConfigKeys = [
  'freeTrialDays',
  'faqGetStartedIds',
  'faqKeywords',
  'faqIds',
  'customerLinks',
  'uploadDomain',
  'imageBaseUrl',
  'animationProductMap',
  'liveAnimationDefaultUserIds',
  'messagingList',
  'noticeHome',
  'noticeDocs',
  'noticeConsole',
  'promotionNavTab',
  'promotionPage',
] as const;

export type TConfigKey = (typeof knownConfigKeys)[number];

/** Keys the catalogue itself reads; stored with the others but never answered publicly. */
export const internalConfigKeys = {
  /** First day (YYYY-MM-DD, UTC) of the 14-day promotion cycle. */
  promotionCycleStart: 'promotionCycleStart',
} as const;

/** Per-route notices: shown only when non-empty and not starting with '#' (a switched-off notice). */
export const noticeConfigKeys: readonly TConfigKey[] = ['noticeHome', 'noticeDocs', 'noticeConsole'];

export function isKnownConfigKey(key: string): key is TConfigKey {
  return (knownConfigKeys as readonly string[]).includes(key);
}

export const ZConfigEntry = z.object({ key: z.string(), value: z.string() });
export const ZSystemConfig = z.object({ configs: z.array(ZConfigEntry) });
