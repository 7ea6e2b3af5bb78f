import { z } from 'zod';
import { ZLang } from '../common/lang.ts';

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
  'uploadToken',
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

/** Keys a back-office edit may set: the public ones and the catalogue's own. */
export const editableConfigKeys = [...knownConfigKeys, internalConfigKeys.promotionCycleStart] as const;
export type TEditableConfigKey = (typeof editableConfigKeys)[number];

export const ZConfigEntry = z.object({ key: z.string(), value: z.string() });
export const ZSystemConfig = z.object({ configs: z.array(ZConfigEntry) });
export const ZSystemConfigQuery = z.object({ lang: ZLang });

export const ZConfigKeyParams = z.object({ key: z.enum(editableConfigKeys) });
/** A config value as services read it; null where it was never set (the reader's default applies). */
export const ZConfigValue = z.object({ key: z.string(), value: z.string().nullable() });
export const ZConfigValueChange = z.object({ value: z.string().max(10_000) });
