import type { TLang } from '~/i18n';

const LOCALES: Record<TLang, string> = { en: 'en-GB', vi: 'vi-VN' };

/**
 * A calendar date in the page's language. Written in UTC so the server-rendered text and the
 * browser's agree whatever the two time zones are. Empty for a missing or unreadable value.
 */
export function formatDate(value: string | number | null | undefined, lang: TLang): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
