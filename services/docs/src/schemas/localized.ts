import { z } from 'zod';

/** The site's languages (SPEC.md section 9); English is the default and the fallback. */
export const languages = ['en', 'vi'] as const;
export type TLang = (typeof languages)[number];

/** `lang` of a query or body: en or vi; anything else (or nothing) reads as English. */
export const ZLang = z
  .string()
  .optional()
  .transform((value): TLang => (value === 'vi' ? 'vi' : 'en'));

export const ZLocalized = z.object({ en: z.string().min(1), vi: z.string().optional() });
/** A text in every language; `en` is always present. */
export type TLocalized = z.infer<typeof ZLocalized>;

export const ZLocalizedParam = z.object({
  name: z.string().min(1),
  type: z.string().min(1),
  required: z.boolean().optional(),
  description: ZLocalized,
});
export type TLocalizedParam = z.infer<typeof ZLocalizedParam>;

export type TSeo = { title: string; description: string; keywords: string };
export type TLocalizedSeo = { en: TSeo; vi?: TSeo };

/** The text of `lang`, falling back to English when that language is missing or empty. */
export function pickText(text: TLocalized, lang: TLang): string;
export function pickText(text: TLocalized | null | undefined, lang: TLang): string | null;
export function pickText(text: TLocalized | null | undefined, lang: TLang): string | null {
  if (!text) return null;
  const translated = lang === 'vi' ? text.vi : undefined;
  return translated && translated.length > 0 ? translated : text.en;
}
