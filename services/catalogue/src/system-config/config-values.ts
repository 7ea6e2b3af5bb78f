import { pickText, ZLocalizedText, type TLang } from '@matchwire/contracts/common/lang';
import {
  knownConfigKeys,
  type TConfigKey,
  type TEditableConfigKey,
} from '@matchwire/contracts/catalogue/system-config';
import type { z } from 'zod';

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

/** Values some keys must have; every other key takes any text (JSON-valued keys are checked by their readers). */
const valueRules: Partial<Record<TEditableConfigKey, { pattern: RegExp; message: string }>> = {
  promotionNavTab: { pattern: /^(true|false)$/, message: 'must be true or false' },
  promotionPage: { pattern: /^(true|false)$/, message: 'must be true or false' },
  freeTrialDays: { pattern: /^([1-9]\d{0,2})$/, message: 'must be a whole number of days, 1 to 999' },
  promotionCycleStart: { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'must be a date, YYYY-MM-DD' },
};

/** The value's rule for its key, as an error text, or undefined when the value is fine. */
export function configValueError(key: TEditableConfigKey, value: string): string | undefined {
  if (localizedConfigKeys.includes(key) && value.trimStart().startsWith('{') && !readLocalizedValue(value)) {
    return `${key} must be text, or JSON {"en": "...", "vi": "..."} with an English text`;
  }
  const rule = valueRules[key];
  return rule && !rule.pattern.test(value) ? `${key} ${rule.message}` : undefined;
}
