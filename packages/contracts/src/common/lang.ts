import { z } from 'zod';

/** The site's languages (SPEC.md section 9); English is the default and the fallback. */
export const languages = ['en', 'vi'] as const;
export type TLang = (typeof languages)[number];

/** The cookie that keeps a visitor's chosen language (SPEC 4). */
export const LANG_COOKIE = 'lang';

export function isLang(value: string | null | undefined): value is TLang {
  return value === 'en' || value === 'vi';
}

/** The first of the browser's languages, by weight, that the site speaks. */
function fromAcceptLanguage(header: string | null | undefined): TLang | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.base && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLang);
}

/**
 * SPEC 4: the page's language is the `lang` query, then the `lang` cookie, then the browser's
 * languages, then English. The web server renders by it and the gateway keys cached pages by it.
 */
export function chooseLanguage(asked: {
  query: string | null | undefined;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): TLang {
  if (isLang(asked.query)) return asked.query;
  if (isLang(asked.cookie)) return asked.cookie;
  return fromAcceptLanguage(asked.acceptLanguage) ?? 'en';
}

/** `lang` of a query or body: en or vi; anything else (or nothing) reads as English. */
export const ZLang = z
  .string()
  .optional()
  .transform((value): TLang => (value === 'vi' ? 'vi' : 'en'));

/** A text in every language; `en` is always present. */
export const ZLocalizedText = z.object({ en: z.string().min(1), vi: z.string().optional() });
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

/** A list in every language; `en` is always present. */
export type TLocalizedList = { en: string[]; vi?: string[] };

/** The text of `lang`, falling back to English when that language is missing or empty. */
export function pickText(text: TLocalizedText, lang: TLang): string;
export function pickText(text: TLocalizedText | null | undefined, lang: TLang): string | null;
export function pickText(text: TLocalizedText | null | undefined, lang: TLang): string | null {
  if (!text) return null;
  const translated = lang === 'vi' ? text.vi : undefined;
  return translated && translated.length > 0 ? translated : text.en;
}

/** The list of `lang`, falling back to English when that language is missing or empty. */
export function pickList(list: TLocalizedList, lang: TLang): string[] {
  const chosen = list[lang];
  return chosen && chosen.length > 0 ? chosen : list.en;
}
