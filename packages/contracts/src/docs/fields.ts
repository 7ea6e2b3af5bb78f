import { z } from 'zod';
import { ZLocalizedText } from '../common/lang.ts';

/** A request or response field of an API reference page, described in every language. */
export const ZLocalizedParam = z.object({
  name: z.string().min(1),
  type: z.string().min(1),
  required: z.boolean().optional(),
  description: ZLocalizedText,
});
export type TLocalizedParam = z.infer<typeof ZLocalizedParam>;

export type TSeo = { title: string; description: string; keywords: string };
export type TLocalizedSeo = { en: TSeo; vi?: TSeo };
