import { randomUUID } from 'node:crypto';
import type { TBillingTestFile } from './billing-test-file.ts';

/** A subscription as payments leave it (their routes are another part of billing), written directly. */
export type TSubscriptionSetup = {
  userId: string;
  productId?: number;
  productName?: string;
  sportType?: number;
  planId?: number;
  period?: number;
  amount?: number;
  paymentType?: 0 | 1;
  state?: 'incomplete' | 'active' | 'past-due' | 'expired';
  cancelAtPeriodEnd?: boolean;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  nextActionAt?: string | null;
  createdAt?: string;
};

/** Inserts the subscription (and its customer, if new); returns its id. */
export async function insertSubscription(file: TBillingTestFile, setup: TSubscriptionSetup): Promise<string> {
  const subscriptionId = randomUUID();
  await file.query(
    `insert into billing.customers (user_id, email, language) values ($1, $2, 'en') on conflict do nothing`,
    [setup.userId, `${setup.userId}@example.com`],
  );
  await file.query(
    `insert into billing.subscriptions (subscription_id, user_id, product_id, product_name, sport_type, plan_id,
       period, amount, currency, payment_type, platform, state, cancel_at_period_end, started_at,
       current_period_start, current_period_end, periods_paid, next_action_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, 1, $10, $11, $12, $12, $13, 1, $14, $15)`,
    [
      subscriptionId,
      setup.userId,
      setup.productId ?? 101,
      setup.productName ?? 'English Premier League',
      setup.sportType ?? 1,
      setup.planId ?? 1001,
      setup.period ?? 1,
      setup.amount ?? 4900,
      setup.paymentType ?? 0,
      setup.state ?? 'active',
      setup.cancelAtPeriodEnd ?? false,
      setup.currentPeriodStart,
      setup.currentPeriodEnd,
      setup.nextActionAt === undefined ? setup.currentPeriodEnd : setup.nextActionAt,
      setup.createdAt ?? setup.currentPeriodStart,
    ],
  );
  return subscriptionId;
}

/** The stored subscription's `columns` (a select list over billing.subscriptions). */
export async function subscriptionColumns(file: TBillingTestFile, subscriptionId: string, columns: string) {
  const { rows } = await file.query(`select ${columns} from billing.subscriptions where subscription_id = $1`, [
    subscriptionId,
  ]);
  return rows[0]!;
}

/** The subscription's history rows, oldest first, without their ids. */
export async function historyOf(file: TBillingTestFile, subscriptionId: string) {
  const { rows } = await file.query(
    `select event, pay_result as "payResult", before_state as "beforeState", after_state as "afterState",
            before_expire_at as "beforeExpireAt", after_expire_at as "afterExpireAt", actor
     from billing.subscription_history where subscription_id = $1 order by history_id`,
    [subscriptionId],
  );
  return rows.map((row) => ({
    ...row,
    beforeExpireAt: (row.beforeExpireAt as Date | null)?.toISOString() ?? null,
    afterExpireAt: (row.afterExpireAt as Date | null)?.toISOString() ?? null,
  }));
}
