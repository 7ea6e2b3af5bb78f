import { z } from 'zod';
import { ZBillingId, ZMoney, ZPaymentResult } from './fields.ts';
import { ZAddSubscriptionBody } from './subscription.ts';

/**
 * SPEC.md §7 wallet purchase: the order of subscription add (lines, promotion code, return and
 * cancel paths, the mails' language), paid through the wallet provider. Answers ZCheckoutStart.
 */
export const ZWalletPurchaseBody = ZAddSubscriptionBody.omit({ payMethod: true });

/** The return page asks billing to capture the payer's approved order now (the approval event may be late). */
export const ZWalletCaptureBody = z.object({ recordId: ZBillingId });
/** Where the payment stands after asking: `success` or `fail` once the capture's outcome is applied. */
export const ZWalletCaptureAnswer = z.object({ result: ZPaymentResult });

/**
 * The sandbox wallet of `npm start` and the tests: PayPal's Orders API in PayPal's own shapes
 * (under the site's envelope `data`), served by billing under /api/sandbox/wallet. Only the fields
 * billing sends and reads are described; others are ignored.
 */
export const ZWalletSandboxOrderId = z.string().regex(/^SANDBOX[0-9A-Z]{13}$/);
export const ZWalletSandboxOrderParams = z.object({ orderId: ZWalletSandboxOrderId });
export const ZWalletSandboxCaptureParams = z.object({ captureId: z.string().regex(/^SBXCAP[0-9A-Z]{13}$/) });

/** `POST /v1/oauth2/token`, form-encoded, with the client id and secret as Basic auth. */
export const ZWalletSandboxTokenBody = z.object({ grant_type: z.literal('client_credentials') });
export const ZWalletSandboxToken = z.object({
  scope: z.string(),
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  app_id: z.string(),
  /** Seconds. */
  expires_in: z.number().int(),
});

const ZPayPalAmount = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  /** Major units with two decimals: `534.60`. */
  value: z.string().regex(/^\d{1,10}(\.\d{2})?$/),
});

/** `POST /v2/checkout/orders`: one purchase unit carrying our transaction id as reference and custom id. */
export const ZWalletSandboxCreateOrderBody = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().min(1).max(256),
        custom_id: z.string().min(1).max(127),
        description: z.string().max(127).optional(),
        amount: ZPayPalAmount,
      }),
    )
    .length(1),
  application_context: z.object({
    return_url: z.url(),
    cancel_url: z.url(),
    brand_name: z.string().max(127).optional(),
    user_action: z.string().optional(),
    shipping_preference: z.string().optional(),
  }),
});

/** A capture of an order's payment: COMPLETED, or DECLINED with the reason. */
const ZPayPalCapture = z.object({
  id: z.string(),
  status: z.enum(['COMPLETED', 'DECLINED', 'PENDING', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED']),
  amount: ZPayPalAmount,
  custom_id: z.string(),
  status_details: z.object({ reason: z.string() }).optional(),
});

export const ZWalletSandboxOrder = z.object({
  id: z.string(),
  intent: z.literal('CAPTURE'),
  status: z.enum(['CREATED', 'APPROVED', 'VOIDED', 'COMPLETED']),
  purchase_units: z.array(
    z.object({
      reference_id: z.string(),
      custom_id: z.string(),
      description: z.string().optional(),
      amount: ZPayPalAmount,
      payments: z.object({ captures: z.array(ZPayPalCapture) }).optional(),
    }),
  ),
  links: z.array(z.object({ href: z.string(), rel: z.string(), method: z.string() })),
});
export type TWalletSandboxOrder = z.infer<typeof ZWalletSandboxOrder>;

/** `POST /v2/payments/captures/:captureId/refund`: all, or `amount` of it. */
export const ZWalletSandboxRefundBody = z.object({
  amount: ZPayPalAmount.optional(),
  note_to_payer: z.string().optional(),
});
export const ZWalletSandboxRefund = z.object({ id: z.string(), status: z.enum(['COMPLETED', 'PENDING', 'CANCELLED']) });

/**
 * The sandbox's approval page (/purchase/wallet-sandbox?token=<orderId>), as the payer sees the
 * order; `status` is SPEC.md's wallet order status, or `cancelled` when the payer gave it up.
 */
export const ZWalletSandboxApproval = z.object({
  orderId: z.string(),
  amount: ZMoney,
  description: z.string(),
  status: z.enum(['created', 'approved', 'completed', 'failed', 'refunded', 'cancelled']),
  /** Where the payer goes back to (with `token` and `PayerID`) or when giving up. */
  returnPath: z.string(),
  cancelPath: z.string(),
});

/** Approve; `declineAtCapture` makes the sandbox refuse the capture that follows (to test a failure). */
export const ZWalletSandboxApproveBody = z.object({
  declineAtCapture: z
    .preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean())
    .optional(),
});

/** Where the payer's browser goes next: the return page (approved) or the cancel page. */
export const ZWalletSandboxNext = z.object({ nextPath: z.string() });
