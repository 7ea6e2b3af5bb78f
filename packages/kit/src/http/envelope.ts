import { z } from 'zod';

/** Success envelope of every API answer: `{ resultCode: 0, resultInfo, data }`. */
export function ZSuccess<T extends z.ZodType>(data: T) {
  return z.object({ resultCode: z.literal(0), resultInfo: z.string(), data });
}

export const ZErrorBody = z.object({ resultCode: z.number().int(), resultInfo: z.string() });

export function ok<T>(data: T): { resultCode: 0; resultInfo: string; data: T } {
  return { resultCode: 0, resultInfo: 'Success', data };
}
