import { z } from 'zod';

export const languages = ['en', 'vi'] as const;
export type TLang = (typeof languages)[number];

/** A text in every language; English is always present and is the fallback. */
export type TLocalizedText = { en: string; vi?: string };
export type TLocalizedList = { en: string[]; vi?: string[] };

/** `lang` of a query or body: `vi` or English (default, also for anything unknown). */
export const ZLang = z
  .unknown()
  .optional()
  .transform((value): TLang => (value === 'vi' ? 'vi' : 'en'));

export const ZLocalizedText = z.object({ en: z.string().min(1), vi: z.string().optional() });
