import { eq, sql } from 'drizzle-orm';
import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { promotionCodes } from './schema.ts';

export type TPromotionCodeRow = typeof promotionCodes.$inferSelect;

export async function findPromotionCode(db: TRowExecutor, code: string): Promise<TPromotionCodeRow | undefined> {
  const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.code, code));
  return row;
}

/** Counts one paid order that used the code (at its payment, not its order: an unpaid order uses up nothing). */
export async function countRedemption(db: TRowExecutor, code: string): Promise<void> {
  await db
    .update(promotionCodes)
    .set({ redemptions: sql`${promotionCodes.redemptions} + 1`, updatedAt: new Date() })
    .where(eq(promotionCodes.code, code));
}
