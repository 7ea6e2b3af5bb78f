import { z } from 'zod';
import { pickText, ZLang, ZLocalizedText, type TLang } from './lang.ts';

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

/**
 * Texts a visitor reads, so they may be stored per language: a value is either plain text (every
 * language) or JSON `{"en": "...", "vi": "..."}`, answered in the request's language.
 */
const localizedConfigKeys: readonly string[] = ['faqKeywords', ...noticeConfigKeys];

/** The value of a config row for a language: the language's text of a localized value, else the value itself. */
export function pickConfigValue(key: string, value: string, lang: TLang): string {
  if (!localizedConfigKeys.includes(key)) return value;
  const localized = readLocalizedValue(value);
  return localized ? pickText(localized, lang) : value;
}

function readLocalizedValue(value: string): z.infer<typeof ZLocalizedText> | undefined {
  if (!value.trimStart().startsWith('{')) return undefined;
  try {
    const parsed = ZLocalizedText.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function isKnownConfigKey(key: string): key is TConfigKey {
  return (knownConfigKeys as readonly string[]).includes(key);
}

export const ZConfigEntry = z.object({ key: z.string(), value: z.string() });
export const ZSystemConfig = z.object({ configs: z.array(ZConfigEntry) });
export const ZSystemConfigQuery = z.object({ lang: ZLang });

/** Keys a back-office edit may set: the public ones and the catalogue's own. */
const editableConfigKeys = [...knownConfigKeys, internalConfigKeys.promotionCycleStart] as const;

/** Values some keys must have; every other key takes any text (JSON-valued keys are checked by their readers). */
const valueRules: Partial<Record<(typeof editableConfigKeys)[number], { pattern: RegExp; message: string }>> = {
  promotionNavTab: { pattern: /^(true|false)$/, message: 'must be true or false' },
  promotionPage: { pattern: /^(true|false)$/, message: 'must be true or false' },
  freeTrialDays: { pattern: /^([1-9]\d{0,2})$/, message: 'must be a whole number of days, 1 to 999' },
  promotionCycleStart: { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'must be a date, YYYY-MM-DD' },
};

export const ZConfigKeyParams = z.object({ key: z.enum(editableConfigKeys) });
export const ZConfigValueChange = z.object({ value: z.string().max(10_000) });

/** The value's rule for its key, as an error text, or undefined when the value is fine. */
export function configValueError(key: (typeof editableConfigKeys)[number], value: string): string | undefined {
  if (localizedConfigKeys.includes(key) && value.trimStart().startsWith('{') && !readLocalizedValue(value)) {
    return `${key} must be text, or JSON {"en": "...", "vi": "..."} with an English text`;
  }
  const rule = valueRules[key];
  return rule && !rule.pattern.test(value) ? `${key} ${rule.message}` : undefined;
}
