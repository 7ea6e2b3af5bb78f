import type { TLang } from '~/i18n';

const LOCALES: Record<TLang, string> = { en: 'en-GB', vi: 'vi-VN' };
// One formatter per language, made once: building an Intl.DateTimeFormat costs far more than using it.
const DATE_FORMATS: Record<TLang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALES.en, { dateStyle: 'medium', timeZone: 'UTC' }),
  vi: new Intl.DateTimeFormat(LOCALES.vi, { dateStyle: 'medium', timeZone: 'UTC' }),
};

/**
 * A calendar date in the page's language. Written in UTC so the server-rendered text and the
 * browser's agree whatever the two time zones are. Empty for a missing or unreadable value.
 */
export function formatDate(value: string | number | null | undefined, lang: TLang): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return '';
  return DATE_FORMATS[lang].format(date);
}
