import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TWalletSandboxOrder } from '@matchwire/contracts/billing/wallet';
import type { sandboxSessions } from '../db/schema.ts';
import { sandboxWalletEventId } from './wallet-events.ts';
import { toPayPalValue, walletCurrencies } from './wallet-orders-api.ts';

/**
 * The sandbox wallet's orders: rows of `sandbox_sessions` of kind `wallet`, the order id as the
 * session id. `status` is SPEC.md's wallet order status (created → approved → completed / failed,
 * refunded), plus `declining` (approved by a payer who chose 'Decline at capture': the API shows it
 * as approved, its capture is refused) and `cancelled` (the payer gave up; PayPal's VOIDED).
 */
export type TWalletSandboxRow = typeof sandboxSessions.$inferSelect;
export type TWalletSandboxStatus =
  'created' | 'approved' | 'declining' | 'completed' | 'failed' | 'refunded' | 'cancelled';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `SANDBOX` and 13 capitals and digits (PayPal's order ids are 17 of them). */
export function newSandboxOrderId(): string {
  return `SANDBOX${Array.from(randomBytes(13), (byte) => letters[byte % letters.length]).join('')}`;
}

/** One capture per order: its id follows from the order's. */
export function captureIdOf(orderId: string): string {
  return `SBXCAP${orderId.slice('SANDBOX'.length)}`;
}

export function orderIdOfCapture(captureId: string): string {
  return `SANDBOX${captureId.slice('SBXCAP'.length)}`;
}

/** The site's approval page of an order: what PayPal's `approve` link is to PayPal's own page. */
export function sandboxApprovalPath(orderId: string): string {
  return `/purchase/wallet-sandbox?token=${orderId}`;
}

const apiStatus: Record<string, TWalletSandboxOrder['status']> = {
  created: 'CREATED',
  approved: 'APPROVED',
  declining: 'APPROVED',
  completed: 'COMPLETED',
  failed: 'COMPLETED',
  refunded: 'COMPLETED',
  cancelled: 'VOIDED',
};

/** The order as PayPal's Orders API answers it (its capture once captured). */
export function sandboxOrderObject(row: TWalletSandboxRow, siteUrl: string): TWalletSandboxOrder {
  const amount = { currency_code: walletCurrencies[row.currency] ?? 'USD', value: toPayPalValue(row.amount) };
  const capture = captureObject(row);
  return {
    id: row.sessionId,
    intent: 'CAPTURE',
    status: apiStatus[row.status] ?? 'CREATED',
    purchase_units: [
      {
        reference_id: row.transactionId,
        custom_id: row.transactionId,
        description: row.description.slice(0, 127),
        amount,
        ...(capture ? { payments: { captures: [capture] } } : {}),
      },
    ],
    links: [
      { href: new URL(sandboxApprovalPath(row.sessionId), siteUrl).href, rel: 'approve', method: 'GET' },
      { href: `/v2/checkout/orders/${row.sessionId}`, rel: 'self', method: 'GET' },
      { href: `/v2/checkout/orders/${row.sessionId}/capture`, rel: 'capture', method: 'POST' },
    ],
  };
}

/** Why the sandbox refuses a capture the payer asked it to refuse. */
export const sandboxDeclineCode = 'INSTRUMENT_DECLINED';

function captureObject(row: TWalletSandboxRow) {
  const status = { completed: 'COMPLETED', failed: 'DECLINED', refunded: 'REFUNDED' }[row.status] as
    'COMPLETED' | 'DECLINED' | 'REFUNDED' | undefined;
  if (!status) return null;
  return {
    id: captureIdOf(row.sessionId),
    status,
    amount: { currency_code: walletCurrencies[row.currency] ?? 'USD', value: toPayPalValue(row.amount) },
    custom_id: row.transactionId,
    ...(status === 'DECLINED' ? { status_details: { reason: sandboxDeclineCode } } : {}),
  };
}

/** A PayPal-format webhook event about a sandbox order: the order (approved, voided) or its capture. */
export function sandboxWalletEvent(
  type: 'CHECKOUT.ORDER.APPROVED' | 'CHECKOUT.ORDER.VOIDED' | 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DENIED',
  row: TWalletSandboxRow,
  siteUrl: string,
  now: Date,
) {
  const order = sandboxOrderObject(row, siteUrl);
  const resource = type.startsWith('PAYMENT.CAPTURE.')
    ? { ...captureObject(row), supplementary_data: { related_ids: { order_id: row.sessionId } } }
    : order;
  return {
    id: sandboxWalletEventId(),
    event_version: '1.0',
    create_time: now.toISOString(),
    resource_type: type.startsWith('PAYMENT.CAPTURE.') ? 'capture' : 'checkout-order',
    event_type: type,
    summary: `Sandbox wallet: ${type}`,
    resource,
  };
}

/** A sandbox refund's id follows from its request id, so a repeat is the same refund. */
export function sandboxRefundId(requestId: string): string {
  return `SBXREF${createHash('sha256').update(requestId).digest('hex').slice(0, 14).toUpperCase()}`;
}

/**
 * The sandbox's access tokens hold their own expiry and a MAC of it under the client secret, so the
 * sandbox keeps no table of them: `SBX.<expires unix seconds>.<hex>`.
 */
export function issueSandboxToken(clientSecret: string, now: Date, lifetimeSeconds: number): string {
  const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
  return `SBX.${expires}.${tokenMac(clientSecret, expires)}`;
}

export function isSandboxTokenValid(clientSecret: string, token: string, now: Date): boolean {
  const [prefix, expires, mac] = token.split('.');
  if (prefix !== 'SBX' || !expires || !mac || !/^\d+$/.test(expires)) return false;
  if (Number(expires) < now.getTime() / 1000) return false;
  const expected = Buffer.from(tokenMac(clientSecret, Number(expires)));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function tokenMac(clientSecret: string, expires: number): string {
  return createHmac('sha256', clientSecret).update(`sandbox-token.${expires}`).digest('hex');
}
