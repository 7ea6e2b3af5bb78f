import { z } from 'zod';
import { ZBillingId, ZBillingPeriod, ZMoney, ZPaymentPlatform, ZPaymentResult, ZPayMethod } from './fields.ts';

export const ZRecordIdQuery = z.object({ recordId: ZBillingId });

/**
 * A checkout as /purchase/processing follows it: it resolves only from the provider's webhook, so
 * a payment that succeeded is never shown as failed, and a reload or a closed tab resumes here.
 */
export const ZPaymentRecord = z.object({
  recordId: ZBillingId,
  result: ZPaymentResult,
  payMethod: ZPayMethod,
  amount: ZMoney,
  description: z.string(),
  /** The provider's reason in plain words when the payment failed. */
  failureReason: z.string().nullable(),
  /** Where to pay again while the result is `to-be-paid`. */
  paymentUrl: z.string().nullable(),
  subscriptionIds: z.array(ZBillingId),
});
export type TPaymentRecord = z.infer<typeof ZPaymentRecord>;

/** SPEC.md Transaction, as the customer's Payment page lists it. */
export const ZTransaction = z.object({
  transactionId: ZBillingId,
  kind: z.enum(['first-payment', 'renewal', 'upgrade', 'one-time']),
  payPlatform: ZPaymentPlatform,
  result: ZPaymentResult,
  /** The line the provider and the receipt show, in English (`English Premier League, yearly`). */
  description: z.string(),
  /** What was paid for, one line per subscription: for pages to name it in the reader's language. */
  lines: z.array(z.object({ productName: z.string(), period: ZBillingPeriod })),
  payAmount: ZMoney,
  refundedAmount: ZMoney,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZTransactionList = z.object({ transactions: z.array(ZTransaction) });

/** The sandbox checkout (npm start): what is being paid, marked as a sandbox on the page. */
export const ZSandboxSessionParams = z.object({ sessionId: z.string().regex(/^cs_sandbox_[A-Za-z0-9]{16,48}$/) });
export const ZSandboxSession = z.object({
  sessionId: z.string(),
  /** `payment` takes the amount; `setup` saves a card for renewals and takes no money (amount 0). */
  mode: z.enum(['payment', 'setup']),
  amount: ZMoney,
  description: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  /** Where to go when paid or cancelled. */
  successPath: z.string(),
  cancelPath: z.string(),
});

/** SPEC.md §5 card form: each field `required` or `invalid` (checked again on the server). */
export const ZSandboxCardBody = z.object({
  cardholderName: z.string().trim().min(1, 'required').max(100, 'invalid'),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'required')
        .regex(/^\d{12,19}$/, 'invalid'),
    ),
  /** MM/YY, not in the past. */
  expiry: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'invalid'),
  cvc: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{3,4}$/, 'invalid'),
});

/**
 * What billing made of a provider's webhook (answered 200 whenever the signature verified, so the
 * provider stops sending it): acted on now, acted on before (a redelivery), or not one it acts on.
 */
export const ZWebhookReceipt = z.object({ outcome: z.enum(['applied', 'duplicate', 'ignored']) });

/** Where to go after giving up a sandbox checkout (it is closed, as an expired Stripe checkout is). */
export const ZSandboxCancel = z.object({ nextPath: z.string() });

/** What the sandbox provider did with the card, as Stripe's test cards behave. */
export const ZSandboxPayment = z.object({
  outcome: z.enum(['succeeded', 'declined']),
  /** The decline's text, e.g. `Your card has insufficient funds.` */
  declineMessage: z.string().nullable(),
  nextPath: z.string(),
});

/**
 * Where the customer enters the new card to keep for renewals: the provider's page (Stripe Checkout
 * in mode `setup`, or the sandbox's save-card page as a path of this site). Nothing is charged there.
 */
export const ZCardSetupStart = z.object({ paymentUrl: z.string() });

/** The card kept for renewals, as the Payment page shows it; null before the first card payment. */
export const ZPaymentMethod = z.object({
  card: z
    .object({
      brand: z.string().nullable(),
      last4: z.string().nullable(),
      expMonth: z.number().int().nullable(),
      expYear: z.number().int().nullable(),
    })
    .nullable(),
});
