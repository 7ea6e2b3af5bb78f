import type { TLang } from '~/i18n';

const LOCALES: Record<TLang, string> = { en: 'en-GB', vi: 'vi-VN' };

/** A delivery's moment in the reader's time zone: `25 Nov, 18:00:05`. */
export function formatDeliveryTime(value: string, lang: TLang, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZone,
  }).format(date);
}
