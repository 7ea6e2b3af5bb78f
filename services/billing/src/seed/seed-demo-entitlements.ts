import { readFileSync } from 'node:fs';
import { ZCurrency, ZSportType } from '@matchwire/contracts/billing/fields';
import { z } from 'zod';
import type { TBillingDb } from '../db/billing-db.ts';
import { customers, subscriptions } from '../db/schema.ts';
import { paymentPlatform, paymentType } from '../db/subscription-repository.ts';
import { insertTrialOnce, trialStatus } from '../db/trial-repository.ts';
import { activePeriod } from '../pricing/billing-period.ts';
import { defaultTrialTerms } from '../trial/trial-terms.ts';

const dayMs = 24 * 60 * 60_000;

/**
 * `seed/demo-entitlements.json`: what a demo customer holds, by the fixed user id account's seed
 * gives them (services/account/seed/demo-users.json), so neither service reads the other's tables.
 */
const ZDemoEntitlements = z.array(
  z.strictObject({
    userId: z.uuid(),
    email: z.string().min(3),
    language: z.string(),
    /** Active recurring subscriptions paid by card, at a catalogue plan's id and price. */
    subscriptions: z.array(
      z.strictObject({
        /** Fixed, so seeding again finds it. */
        subscriptionId: z.uuid(),
        productId: z.number().int().positive(),
        productName: z.string().min(1),
        sportType: ZSportType,
        planId: z.number().int().positive(),
        /** A renewing period: monthly, yearly, quarterly or day (not 4, a one-time purchase). */
        period: z.literal([1, 2, 3, 5]),
        amount: z.number().int().positive(),
        currency: ZCurrency,
        platform: z.literal(paymentPlatform.card),
      }),
    ),
    /** Sports whose free trial is running, on the trial terms. */
    trialSportTypes: z.array(ZSportType),
  }),
);
export type TDemoEntitlements = z.infer<typeof ZDemoEntitlements>;

export function readDemoEntitlements(): TDemoEntitlements {
  const file = new URL('../../seed/demo-entitlements.json', import.meta.url);
  const parsed = ZDemoEntitlements.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`services/billing/seed/demo-entitlements.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Gives each demo customer its subscriptions (active, a period paid from `now`) and running trials,
 * where absent: a customer, trial or subscription already there (an earlier seeding, or what the
 * customer did since) is left as it is. The trials take the default terms: the seed runs before the
 * service listens, when the catalogue may not answer yet, and the catalogue's seeded freeTrialDays
 * is the same 15. Nothing is published: no mail for what nobody did.
 */
export async function seedDemoEntitlements(db: TBillingDb, now: Date): Promise<void> {
  for (const demo of readDemoEntitlements()) {
    await db.transaction(async (tx) => {
      const { userId, email, language } = demo;
      await tx.insert(customers).values({ userId, email, language }).onConflictDoNothing();
      for (const sportType of demo.trialSportTypes) {
        await insertTrialOnce(tx, {
          userId,
          sportType,
          status: trialStatus.onTrial,
          startsAt: now,
          endsAt: new Date(now.getTime() + defaultTrialTerms.days * dayMs),
          dailyCallLimit: defaultTrialTerms.dailyCallLimit,
          delayMinutes: defaultTrialTerms.delayMinutes,
        });
      }
      for (const subscription of demo.subscriptions) {
        // No target: the fixed id, or a live subscription of the product the customer bought since.
        await tx
          .insert(subscriptions)
          .values({
            ...subscription,
            userId,
            paymentType: paymentType.recurring,
            ...activePeriod(now, subscription.period, 1),
            startedAt: now,
            createdAt: now,
          })
          .onConflictDoNothing();
      }
    });
  }
}
