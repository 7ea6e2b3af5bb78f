import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TPaymentEvent } from './payment-provider.ts';

/**
 * The wallet's webhook events, in PayPal's format (`{ id, event_type, resource }`), read into what
 * billing acts on. Our transaction id rides as the purchase unit's `custom_id` (and `reference_id`),
 * and as the capture's `custom_id`: that is how an event finds its transaction.
 */
export type TWalletEvent =
  | TPaymentEvent
  /** The payer approved the order at the wallet: billing captures it (idempotently). */
  | { kind: 'order-approved'; eventId: string; type: string; transactionId: string; orderId: string };

type TPayPalEvent = { id?: unknown; event_type?: unknown; resource?: Record<string, unknown> };

/** The headers a wallet webhook is verified by, carried to the provider as one string (JSON). */
export type TWalletWebhookHeaders = {
  /** The sandbox wallet's own HMAC: `t=<unix seconds>,v1=<hex>`. */
  sandboxSignature?: string;
  /** PayPal's transmission headers, checked by its verify-webhook-signature API. */
  transmissionId?: string;
  transmissionTime?: string;
  transmissionSig?: string;
  certUrl?: string;
  authAlgo?: string;
};

export const walletSandboxSignatureHeader = 'matchwire-wallet-signature';

/** The sandbox wallet's signing secret: public on purpose, like the card sandbox's (it takes no money). */
export const walletSandboxWebhookSecret = 'matchwire_wallet_sandbox_not_a_real_secret';

/** Seconds a signed sandbox event stays believable, as Stripe's tolerance. */
const toleranceSeconds = 300;

export function walletHeadersOf(headers: Record<string, string | string[] | undefined>): string {
  const one = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const carried: TWalletWebhookHeaders = {
    sandboxSignature: one(walletSandboxSignatureHeader),
    transmissionId: one('paypal-transmission-id'),
    transmissionTime: one('paypal-transmission-time'),
    transmissionSig: one('paypal-transmission-sig'),
    certUrl: one('paypal-cert-url'),
    authAlgo: one('paypal-auth-algo'),
  };
  return JSON.stringify(carried);
}

export function readWalletHeaders(carried: string | undefined): TWalletWebhookHeaders {
  if (!carried) return {};
  try {
    return JSON.parse(carried) as TWalletWebhookHeaders;
  } catch {
    return {};
  }
}

function sandboxMac(timestamp: string, rawBody: string): string {
  return createHmac('sha256', walletSandboxWebhookSecret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** A sandbox event's body and the headers (as the route carries them) that sign it. */
export function signWalletSandboxEvent(event: object, now: Date): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify(event, null, 2);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const header = `t=${timestamp},v1=${sandboxMac(timestamp, rawBody)}`;
  return { rawBody, signature: JSON.stringify({ sandboxSignature: header } satisfies TWalletWebhookHeaders) };
}

/** 13015 unless the sandbox's HMAC over `t.body` matches and is at most 300 s old. */
export function verifyWalletSandboxSignature(rawBody: string, header: string | undefined, now: Date): void {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2)));
  const timestamp = parts.t;
  const mac = parts.v1;
  if (!timestamp || !mac || !/^\d+$/.test(timestamp)) throw new AppError('webhookSignatureInvalid');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) {
    throw new AppError('webhookSignatureInvalid');
  }
  const expected = Buffer.from(sandboxMac(timestamp, rawBody));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('webhookSignatureInvalid');
  }
}

export function parseWalletEvent(rawBody: string): TPayPalEvent {
  try {
    const event = JSON.parse(rawBody) as unknown;
    if (event && typeof event === 'object') return event as TPayPalEvent;
  } catch {
    // Verified bytes that are not JSON: nothing billing acts on.
  }
  return {};
}

/** The words the payer sees when a capture is refused, from the wallet's reason code. */
export function captureDeclineReason(code: string | undefined): string {
  return code ? `The wallet declined the payment (${code}).` : 'The wallet declined the payment.';
}

/**
 * A verified event as billing acts on it; null for a type it does not act on or one without our
 * transaction id.
 */
export function readWalletEvent(event: TPayPalEvent): TWalletEvent | null {
  const eventId = typeof event.id === 'string' ? event.id : '';
  const type = typeof event.event_type === 'string' ? event.event_type : '';
  const resource = event.resource ?? {};
  if (!eventId || !type) return null;
  const unit = (resource.purchase_units as { custom_id?: string }[] | undefined)?.[0];
  const orderTransaction = unit?.custom_id ?? '';
  const captureTransaction = typeof resource.custom_id === 'string' ? resource.custom_id : '';
  switch (type) {
    case 'CHECKOUT.ORDER.APPROVED':
      return orderTransaction && typeof resource.id === 'string'
        ? { kind: 'order-approved', eventId, type, transactionId: orderTransaction, orderId: resource.id }
        : null;
    case 'PAYMENT.CAPTURE.COMPLETED':
      return captureTransaction
        ? {
            kind: 'payment-succeeded',
            eventId,
            type,
            transactionId: captureTransaction,
            cardCustomerRef: null,
            savedCard: null,
          }
        : null;
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const details = resource.status_details as { reason?: string } | undefined;
      return captureTransaction
        ? {
            kind: 'payment-failed',
            eventId,
            type,
            transactionId: captureTransaction,
            reason: captureDeclineReason(details?.reason),
          }
        : null;
    }
    case 'CHECKOUT.ORDER.VOIDED':
    case 'CHECKOUT.PAYMENT-APPROVAL.REVERSED':
      return orderTransaction ? { kind: 'checkout-expired', eventId, type, transactionId: orderTransaction } : null;
    default:
      return null;
  }
}

/** A PayPal-format event id for the sandbox: `WH-SANDBOX-` and 24 hex digits. */
export function sandboxWalletEventId(): string {
  return `WH-SANDBOX-${randomBytes(12).toString('hex').toUpperCase()}`;
}
