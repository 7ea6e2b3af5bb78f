import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, updatedAt, instant } from '@matchwire/kit/db/timestamps';
import { userId } from '@matchwire/kit/db/user-id';
import { sql } from 'drizzle-orm';
import { randomUuidKey, belongsTo } from '@matchwire/kit/db/keys';
import * as p from 'drizzle-orm/pg-core';

/**
 * The billing service's tables (docs/contracts/billing.md). Money is in minor units with its
 * currency (1 USD, 2 HKD, 3 EUR, 4 RMB); ids that leave the service are UUIDs. Prices are copied
 * from the catalogue's offer when a customer orders, never read from its tables.
 */
export const billingSchema = p.pgSchema('billing');

/** Who pays: the address and language of their billing mails, and their saved card at the provider. */
export const customers = billingSchema.table('customers', {
  userId: userId().primaryKey(),
  email: p.varchar('email', { length: 254 }).notNull(),
  language: p.varchar('language', { length: 8 }).notNull().default('en'),
  /** The card provider's customer (Stripe `cus_…`), made at the first card checkout. */
  cardCustomerRef: p.varchar('card_customer_ref', { length: 120 }),
  /** The card saved for renewals (Stripe `pm_…`) and what the Payment page shows of it. */
  paymentMethodRef: p.varchar('payment_method_ref', { length: 120 }),
  cardBrand: p.varchar('card_brand', { length: 20 }),
  cardLast4: p.varchar('card_last4', { length: 4 }),
  cardExpMonth: p.smallint('card_exp_month'),
  cardExpYear: p.smallint('card_exp_year'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** SPEC.md UserTrial: one per user and sport, ever (`trial already used`). */
export const trials = billingSchema.table(
  'trials',
  {
    trialId: randomUuidKey('trial_id'),
    userId: userId().notNull(),
    /** 1 football, 2 basketball, 3 esports. */
    sportType: p.smallint('sport_type').notNull(),
    /** 1 on trial, 2 ended. */
    status: p.smallint('status').notNull().default(1),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    dailyCallLimit: p.integer('daily_call_limit').notNull(),
    delayMinutes: p.integer('delay_minutes').notNull(),
    /** When `billing.trial-ending.v1` was written (three days before the end); once. */
    endingNoticeAt: instant('ending_notice_at'),
    endedAt: instant('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.uniqueIndex('trials_user_sport_idx').on(table.userId, table.sportType),
    p.index('trials_due_idx').on(table.status, table.endsAt),
    p.check('trials_sport_known', sql`${table.sportType} between 1 and 3`),
  ],
);

/** Promotion codes (SPEC.md Discount: limit, percent off). */
export const promotionCodes = billingSchema.table(
  'promotion_codes',
  {
    code: p.varchar('code', { length: 40 }).primaryKey(),
    percentOff: p.smallint('percent_off').notNull(),
    /** How many orders may use it; null for no limit. */
    redemptionLimit: p.integer('redemption_limit'),
    redemptions: p.integer('redemptions').notNull().default(0),
    validFrom: instant('valid_from').notNull().defaultNow(),
    validUntil: instant('valid_until'),
    isActive: p.boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [p.check('promotion_codes_percent', sql`${table.percentOff} between 1 and 100`)],
);

/**
 * SPEC.md Subscription: one product on one plan for one user. `state`: incomplete until the first
 * payment, active, past-due while a failed renewal is retried, expired. The price is what the
 * customer was charged per period (promotion applied), copied when they ordered.
 */
export const subscriptions = billingSchema.table(
  'subscriptions',
  {
    subscriptionId: randomUuidKey('subscription_id'),
    userId: userId().notNull(),
    productId: p.integer('product_id').notNull(),
    productName: p.varchar('product_name', { length: 120 }).notNull(),
    sportType: p.smallint('sport_type').notNull(),
    planId: p.integer('plan_id').notNull(),
    /** 1 monthly, 2 yearly, 3 quarterly, 4 once, 5 day. */
    period: p.smallint('period').notNull(),
    amount: p.integer('amount').notNull(),
    currency: p.smallint('currency').notNull(),
    /** 0 subscription (renews), 1 single (one-time). */
    paymentType: p.smallint('payment_type').notNull(),
    /** 0 default, 1 card, 2 wallet. */
    platform: p.smallint('platform').notNull().default(0),
    state: p.varchar('state', { length: 16 }).notNull().default('incomplete'),
    cancelAtPeriodEnd: p.boolean('cancel_at_period_end').notNull().default(false),
    startedAt: instant('started_at'),
    currentPeriodStart: instant('current_period_start'),
    currentPeriodEnd: instant('current_period_end'),
    /** How many periods have been paid; a renewal charges for period `periodsPaid + 1`, once (its idempotency key). */
    periodsPaid: p.integer('periods_paid').notNull().default(0),
    /** When the scheduler next acts on it: renewal, a retry of a failed one, or expiry. */
    nextActionAt: instant('next_action_at'),
    renewalAttempts: p.smallint('renewal_attempts').notNull().default(0),
    expiringNoticeAt: instant('expiring_notice_at'),
    expiredAt: instant('expired_at'),
    expireReason: p.varchar('expire_reason', { length: 24 }),
    /** A paid upgrade waiting to take over at its payment (SPEC.md upgradePlan). */
    upgradePlanId: p.integer('upgrade_plan_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.index('subscriptions_user_idx').on(table.userId, table.createdAt),
    p.index('subscriptions_due_idx').on(table.state, table.nextActionAt),
    // One live subscription per user and product ('subscription exists').
    p
      .uniqueIndex('subscriptions_live_product_idx')
      .on(table.userId, table.productId)
      .where(sql`${table.state} in ('active', 'past-due')`),
    p.check('subscriptions_state_known', sql`${table.state} in ('incomplete', 'active', 'past-due', 'expired')`),
  ],
);

/** SPEC.md SubscriptionHistory: one row for every change, with the pay result where a payment made it. */
export const subscriptionHistory = billingSchema.table(
  'subscription_history',
  {
    historyId: p.bigserial('history_id', { mode: 'number' }).primaryKey(),
    subscriptionId: belongsTo(p.uuid('subscription_id'), () => subscriptions.subscriptionId),
    event: p.varchar('event', { length: 24 }).notNull(),
    payResult: p.varchar('pay_result', { length: 24 }),
    beforeState: p.varchar('before_state', { length: 16 }),
    afterState: p.varchar('after_state', { length: 16 }).notNull(),
    beforeExpireAt: instant('before_expire_at'),
    afterExpireAt: instant('after_expire_at'),
    transactionId: p.uuid('transaction_id'),
    /** `customer`, `scheduler`, `provider` or `staff:<id>`. */
    actor: p.varchar('actor', { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [p.index('subscription_history_subscription_idx').on(table.subscriptionId, table.historyId)],
);

/**
 * SPEC.md Transaction: one payment (or attempt) through a provider. `idempotencyKey` is unique and
 * is also sent to the provider, so a checkout or a period's renewal is charged at most once.
 */
export const transactions = billingSchema.table(
  'transactions',
  {
    transactionId: randomUuidKey('transaction_id'),
    userId: userId().notNull(),
    kind: p.varchar('kind', { length: 16 }).notNull(),
    /** 0 default, 1 card, 2 wallet. */
    platform: p.smallint('platform').notNull(),
    result: p.varchar('result', { length: 16 }).notNull().default('to-be-paid'),
    description: p.text('description').notNull(),
    currency: p.smallint('currency').notNull(),
    /** Before the promotion (the plans' prices). */
    incomeAmount: p.integer('income_amount').notNull(),
    /** The provider's fee, where it says. */
    serviceAmount: p.integer('service_amount').notNull().default(0),
    /** What is charged. */
    payAmount: p.integer('pay_amount').notNull(),
    exchangeRate: p.numeric('exchange_rate', { precision: 12, scale: 6 }).notNull().default('1'),
    promotionCode: p.varchar('promotion_code', { length: 40 }),
    refundedAmount: p.integer('refunded_amount').notNull().default(0),
    failureReason: p.text('failure_reason'),
    /** The provider's object: checkout session, payment intent or wallet order. */
    providerRef: p.varchar('provider_ref', { length: 200 }),
    paymentUrl: p.text('payment_url'),
    idempotencyKey: p.varchar('idempotency_key', { length: 120 }).notNull(),
    paidAt: instant('paid_at'),
    /** Given when paid: `MW-2026-000123`. */
    invoiceNumber: p.varchar('invoice_number', { length: 24 }),
    remark: p.text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.uniqueIndex('transactions_idempotency_idx').on(table.idempotencyKey),
    p.uniqueIndex('transactions_invoice_number_idx').on(table.invoiceNumber),
    p.index('transactions_user_idx').on(table.userId, table.createdAt),
    p.check(
      'transactions_amounts',
      sql`${table.payAmount} >= 0 and ${table.refundedAmount} between 0 and ${table.payAmount}`,
    ),
  ],
);

/** What a transaction paid for: one line per subscription, at the price of that moment. */
export const transactionLines = billingSchema.table(
  'transaction_lines',
  {
    transactionId: belongsTo(p.uuid('transaction_id'), () => transactions.transactionId),
    subscriptionId: belongsTo(p.uuid('subscription_id'), () => subscriptions.subscriptionId),
    productName: p.varchar('product_name', { length: 120 }).notNull(),
    period: p.smallint('period').notNull(),
    /** The plan's price and what was charged for it after the promotion. */
    listAmount: p.integer('list_amount').notNull(),
    amount: p.integer('amount').notNull(),
  },
  (table) => [p.primaryKey({ columns: [table.transactionId, table.subscriptionId] })],
);

/** Money returned (SPEC.md refund fields): full or partial, with a reason and who did it. */
export const refunds = billingSchema.table(
  'refunds',
  {
    refundId: randomUuidKey('refund_id'),
    transactionId: p
      .uuid('transaction_id')
      .notNull()
      .references(() => transactions.transactionId),
    amount: p.integer('amount').notNull(),
    /** duplicate, fraudulent, requested-by-customer, other. */
    reason: p.varchar('reason', { length: 24 }).notNull(),
    description: p.text('description').notNull().default(''),
    isFullRefund: p.boolean('is_full_refund').notNull(),
    staffId: p.varchar('staff_id', { length: 80 }).notNull(),
    providerRef: p.varchar('provider_ref', { length: 200 }),
    status: p.varchar('status', { length: 12 }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.index('refunds_transaction_idx').on(table.transactionId),
    p.check('refunds_amount', sql`${table.amount} > 0`),
  ],
);

/** Each provider event (webhook) is acted on once: its id is inserted in the same transaction as its effect. */
export const providerEvents = billingSchema.table('provider_events', {
  eventId: p.varchar('event_id', { length: 200 }).primaryKey(),
  provider: p.varchar('provider', { length: 16 }).notNull(),
  type: p.varchar('type', { length: 80 }).notNull(),
  receivedAt: createdAt(),
});

/**
 * The sandbox providers of `npm start` (no network): their checkout sessions and wallet orders,
 * which complete through the same webhook path as the real providers.
 */
export const sandboxSessions = billingSchema.table('sandbox_sessions', {
  sessionId: p.varchar('session_id', { length: 64 }).primaryKey(),
  kind: p.varchar('kind', { length: 8 }).notNull(),
  transactionId: p.uuid('transaction_id').notNull(),
  userId: userId().notNull(),
  amount: p.integer('amount').notNull(),
  currency: p.smallint('currency').notNull(),
  description: p.text('description').notNull(),
  status: p.varchar('status', { length: 12 }).notNull().default('open'),
  successPath: p.text('success_path').notNull(),
  cancelPath: p.text('cancel_path').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What staff did through the back-office routes (refunds, trial changes, cancellations). */
export const staffActions = billingSchema.table(
  'staff_actions',
  {
    actionId: p.bigserial('action_id', { mode: 'number' }).primaryKey(),
    staffId: p.varchar('staff_id', { length: 80 }).notNull(),
    action: p.varchar('action', { length: 40 }).notNull(),
    target: p.varchar('target', { length: 120 }).notNull(),
    reason: p.text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [p.index('staff_actions_target_idx').on(table.target, table.actionId)],
);

/** Invoice numbers, one per paid transaction, without gaps from rolled-back orders mattering. */
export const invoiceNumbers = billingSchema.sequence('invoice_number_seq', { startWith: 1 });

export const { outbox, inbox } = createEventTables(billingSchema);
export const eventTables = { outbox, inbox };
