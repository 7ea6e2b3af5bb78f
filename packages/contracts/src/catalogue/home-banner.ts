import { z } from 'zod';
import { languages, ZLang } from '../common/lang.ts';

export const ZHomeBannerQuery = z.object({ lang: ZLang });
export const ZHomeBanner = z.object({ value: z.string() });

export const ZHomeBannerChange = z.object({
  lang: z.enum(languages),
  /** Sanitised before it is stored; an empty text removes the banner. */
  html: z.string().max(20_000),
});
