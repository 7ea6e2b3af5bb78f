import { z } from 'zod';
import { ZBillingId, ZCurrency, ZPaymentResult, ZRefundReason } from './fields.ts';
import { ZTransaction } from './payment.ts';

/** Who in the back office acts, and why (kept in billing's staff_actions with every call). */
const staffId = z.coerce.string().trim().min(1).max(64);
const reason = z.string().trim().min(10, 'Say why, in at least 10 characters').max(500);

/**
 * Staff look for transactions: by user, e-mail (exact, any case), result and a range of creation
 * dates (from inclusive, to exclusive); newest first, a page at a time. Searching is audited too.
 */
export const ZStaffTransactionSearch = z.object({
  staffId,
  reason,
  userId: z.string().trim().min(1).max(64).optional(),
  email: z.string().trim().min(3).max(254).optional(),
  result: ZPaymentResult.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A refund as the back office and the receipt see it (SPEC.md Transaction refund fields). */
export const ZRefund = z.object({
  refundId: ZBillingId,
  transactionId: ZBillingId,
  /** SPEC.md refund type. */
  reasonType: ZRefundReason,
  desc: z.string(),
  refundAmount: z.number().int().positive(),
  currency: ZCurrency,
  isFullRefund: z.boolean(),
  /** The staff member who made it (SPEC.md refund admin). */
  staffId: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: z.iso.datetime(),
});
export type TRefund = z.infer<typeof ZRefund>;

/** A transaction in the back office: the customer's view plus whose it is, its invoice and its refunds. */
export const ZStaffTransaction = ZTransaction.extend({
  userId: z.string(),
  email: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  promotionCode: z.string().nullable(),
  refunds: z.array(ZRefund),
});

export const ZStaffTransactionPage = z.object({
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
  transactions: z.array(ZStaffTransaction),
});

/**
 * SPEC.md §7 transaction refund, with the staff member: the reason type, a description (kept as the
 * audit's reason too) and the amount in minor units (all that is left: a full refund; less: partial).
 */
export const ZStaffRefundBody = z.object({
  staffId,
  transactionId: ZBillingId,
  reasonType: ZRefundReason,
  desc: reason,
  refundAmount: z.coerce.number().int().positive(),
});

/** The refund made, and its transaction as it is now (refunded amount, result `refunded` when all is back). */
export const ZStaffRefundResult = z.object({ refund: ZRefund, transaction: ZStaffTransaction });
