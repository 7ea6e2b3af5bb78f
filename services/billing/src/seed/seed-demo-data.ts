import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { TBillingDb } from '../db/billing-db.ts';
import { promotionCodes } from '../db/schema.ts';
import { seedDemoEntitlements } from './seed-demo-entitlements.ts';

const ZSeedPromotionCodes = z.array(
  z.object({
    code: z.string().regex(/^[A-Z0-9_-]{1,40}$/),
    percentOff: z.number().int().min(1).max(100),
    redemptionLimit: z.number().int().positive().optional(),
    /** From when the code is accepted (an ISO time); absent: from the seeding on. */
    validFrom: z.iso.datetime().optional(),
  }),
);

/**
 * The demo promotion codes of `seed/promotion-codes.json` and the demo customer's subscription and
 * trials of `seed/demo-entitlements.json` (from `now`), inserted where absent.
 */
export async function seedDemoData(db: TBillingDb, now = new Date()): Promise<void> {
  const file = new URL('../../seed/promotion-codes.json', import.meta.url);
  const codes = ZSeedPromotionCodes.parse(JSON.parse(readFileSync(file, 'utf8')));
  await db
    .insert(promotionCodes)
    .values(
      codes.map((code) => ({
        ...code,
        redemptionLimit: code.redemptionLimit ?? null,
        validFrom: code.validFrom ? new Date(code.validFrom) : undefined,
      })),
    )
    .onConflictDoNothing();
  await seedDemoEntitlements(db, now);
}
