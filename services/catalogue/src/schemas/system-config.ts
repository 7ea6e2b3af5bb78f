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

export function isKnownConfigKey(key: string): key is TConfigKey {
  return (knownConfigKeys as readonly string[]).includes(key);
}

export const ZConfigEntry = z.object({ key: z.string(), value: z.string() });
export const ZSystemConfig = z.object({ configs: z.array(ZConfigEntry) });
