import { z } from 'zod';

/** The site's languages (SPEC.md section 9); English is the default and the fallback. */
export const languages = ['en', 'vi'] as const;
export type TLang = (typeof languages)[number];

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
