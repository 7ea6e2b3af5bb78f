import { z } from 'zod';
import { ZSportType } from './fields.ts';

export const ZEntitlementsParams = z.object({ userId: z.string().min(1).max(64) });

/**
 * What one trial or subscription lets a user call. A trial covers every product and league of its
 * sport with a daily limit and delayed data; a subscription covers its product in real time.
 */
export const ZGrant = z.object({
  source: z.enum(['trial', 'subscription']),
  sportType: ZSportType,
  /** null: every product of the sport (a trial). */
  productId: z.number().int().nullable(),
  /** null: no daily limit beyond the product's own frequency limits. */
  dailyCallLimit: z.number().int().positive().nullable(),
  delayMinutes: z.number().int().min(0),
  validUntil: z.iso.datetime(),
});

/** Everything a user may call now (the one internal look-up; billing's events say when it changed). */
export const ZEntitlements = z.object({ userId: z.string(), grants: z.array(ZGrant) });
export type TEntitlements = z.infer<typeof ZEntitlements>;
