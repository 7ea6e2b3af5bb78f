export const mailLanguages = ['en', 'vi'] as const;
export type TMailLanguage = (typeof mailLanguages)[number];

/** The language a mail is written in: the user's if we have it (`vi`, `vi-VN`, `VI`), otherwise English. */
export function resolveMailLanguage(requested: string | null | undefined): TMailLanguage {
  const primary = (requested ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return mailLanguages.find((language) => language === primary) ?? 'en';
}

/** A date and time in UTC, written the way readers of `language` expect. */
export function formatMailTime(time: Date, language: TMailLanguage): string {
  if (language === 'vi') {
    const two = (value: number) => String(value).padStart(2, '0');
    const date = `${two(time.getUTCDate())}/${two(time.getUTCMonth() + 1)}/${time.getUTCFullYear()}`;
    return `${two(time.getUTCHours())}:${two(time.getUTCMinutes())} ngày ${date} (giờ UTC)`;
  }
  const formatted = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return `${formatted.format(time)} (UTC)`;
}

/** A calendar day in UTC (a period's end, a trial's last day): `25 November 2026`, `25 tháng 11, 2026`. */
export function formatMailDate(time: Date, language: TMailLanguage): string {
  if (language === 'vi') return `${time.getUTCDate()} tháng ${time.getUTCMonth() + 1}, ${time.getUTCFullYear()}`;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}
