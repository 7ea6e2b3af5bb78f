import { z } from 'zod';

/** Success envelope of every API answer: `{ resultCode: 0, resultInfo, data }` (SPEC.md §7). */
export function ZSuccess<T extends z.ZodType>(data: T) {
  return z.object({ resultCode: z.literal(0), resultInfo: z.string(), data });
}

/** Every failure: a result code of the catalogue and its text (SPEC.md §8). */
export const ZErrorBody = z.object({ resultCode: z.number().int(), resultInfo: z.string() });

/** The data of an answer that carries nothing but its success. */
export const ZEmpty = z.object({});
