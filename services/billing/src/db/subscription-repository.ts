import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { keyedRows, type TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { noticeClaim } from './notice-window.ts';
import { subscriptionHistory, subscriptions } from './schema.ts';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;
export type TSubscriptionHistoryRow = typeof subscriptionHistory.$inferSelect;

export const subscriptionRows = keyedRows(subscriptions, 'subscriptionId', 'subscription');

/** The states in which a subscription can be used (and is shown as status 1). */
export const liveStates = ['active', 'past-due'] as const;

/** Whether the subscription can be used now (active or past due). */
export function isLive(subscription: Pick<TSubscriptionRow, 'state'>): boolean {
  return (liveStates as readonly string[]).includes(subscription.state);
}

/** Payment type (SPEC.md): 0 subscription (renews), 1 single (one-time). */
export const paymentType = { recurring: 0, oneTime: 1 } as const;

/** Third-party payment platform (SPEC.md): 1 card, 2 wallet. */
export const paymentPlatform = { card: 1, wallet: 2 } as const;

/**
 * Whether the customer may stop and resume its renewal (unsubscribe, restore): a recurring plan
 * paid by card. One paid by wallet never renews by itself (an Orders API payment needs the payer
 * each time; renewals charge saved cards only), so there is nothing to stop.
 */
export function hasOwnRenewal(subscription: Pick<TSubscriptionRow, 'paymentType' | 'platform'>): boolean {
  return subscription.paymentType === paymentType.recurring && subscription.platform !== paymentPlatform.wallet;
}

/** Whether it ends at its period's end instead of renewing (as `endsAtPeriodEnd` below selects them). */
export function endsAtItsPeriodEnd(
  subscription: Pick<TSubscriptionRow, 'cancelAtPeriodEnd' | 'paymentType' | 'platform'>,
): boolean {
  return subscription.cancelAtPeriodEnd || !hasOwnRenewal(subscription);
}

/**
 * A subscription that ends at its period's end instead of renewing: unsubscribed, a one-time plan, or
 * paid by wallet (an Orders API payment needs the payer each time; renewals charge saved cards only).
 */
const endsAtPeriodEnd = or(
  eq(subscriptions.cancelAtPeriodEnd, true),
  eq(subscriptions.paymentType, paymentType.oneTime),
  eq(subscriptions.platform, paymentPlatform.wallet),
);

/** A user's subscriptions the Plans page shows (any that got past its first payment), newest first. */
export async function listSubscriptionsOfUser(db: TRowExecutor, userId: string): Promise<TSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.state} <> 'incomplete'`))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.subscriptionId));
}

/** A user's usable subscriptions (active or past due). */
export async function listLiveSubscriptions(db: TRowExecutor, userId: string): Promise<TSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.state, [...liveStates])))
    .orderBy(asc(subscriptions.createdAt));
}

/** Whether the user holds another live subscription of the same product. */
export async function holdsOtherLiveSubscription(db: TRowExecutor, subscription: TSubscriptionRow): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, subscription.userId),
        eq(subscriptions.productId, subscription.productId),
        inArray(subscriptions.state, [...liveStates]),
        ne(subscriptions.subscriptionId, subscription.subscriptionId),
      ),
    );
  return rows.length > 0;
}

export const insertSubscriptionHistory = keyedRows(
  subscriptionHistory,
  'historyId',
  'subscription history entry',
).insert;

/** What a subscription's history row says of a change, besides whose it is and the states (taken from the rows). */
export type TSubscriptionChange = Omit<
  typeof subscriptionHistory.$inferInsert,
  'subscriptionId' | 'beforeState' | 'afterState'
>;

/**
 * Saves `values` on `subscription` and writes the change's history row, its states before and
 * after taken from the rows: every change of a subscription leaves one, in the same transaction.
 */
export async function saveSubscriptionChange(
  tx: TRowExecutor,
  subscription: TSubscriptionRow,
  values: Partial<Omit<TSubscriptionRow, 'subscriptionId'>>,
  change: TSubscriptionChange,
): Promise<TSubscriptionRow> {
  const changed = await subscriptionRows.save(tx, subscription.subscriptionId, values);
  await insertSubscriptionHistory(tx, {
    ...change,
    subscriptionId: subscription.subscriptionId,
    beforeState: subscription.state,
    afterState: changed.state,
  });
  return changed;
}

/**
 * The next active subscription that will not renew and ends within `noticeMs` of `now`, not yet
 * told so in this period (a notice of an earlier period does not count); locked. A period no longer
 * than `noticeMs` (a day pass) is never announced: it would hear of its end as it starts.
 */
export const claimSubscriptionToNotice = noticeClaim(
  subscriptionRows,
  { start: subscriptions.currentPeriodStart, end: subscriptions.currentPeriodEnd },
  and(
    eq(subscriptions.state, 'active'),
    endsAtPeriodEnd,
    or(
      isNull(subscriptions.expiringNoticeAt),
      lt(subscriptions.expiringNoticeAt, sql`coalesce(${subscriptions.currentPeriodStart}, '-infinity')`),
    ),
  ),
);

/** The next usable subscription that will not renew and whose paid period is over at `now`; locked. */
export const claimSubscriptionToExpire = subscriptionRows.claimDue(
  (now) =>
    and(inArray(subscriptions.state, [...liveStates]), endsAtPeriodEnd, lte(subscriptions.currentPeriodEnd, now)),
  asc(subscriptions.currentPeriodEnd),
);
