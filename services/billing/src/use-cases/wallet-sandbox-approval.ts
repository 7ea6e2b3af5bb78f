import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { sandboxSessionRows } from '../db/sandbox-session-repository.ts';
import type { TWalletSandboxRow } from '../payments/wallet-sandbox-orders.ts';
import {
  findOrder,
  requireWalletSandbox,
  sendSandboxEvent,
  type TWalletSandboxSettings,
} from './wallet-sandbox-api.ts';

/**
 * The sandbox wallet's approval page (/purchase/wallet-sandbox?token=<orderId>), where the payer
 * does what they would do at PayPal: approve (then billing is told and captures), or give up. The
 * payer's own orders only: another's, or an unknown one, is 13009 'Wallet order not found'.
 */
export async function getWalletSandboxApproval(
  deps: TBillingDeps,
  input: { userId: string; orderId: string },
): Promise<TWalletSandboxRow> {
  requireWalletSandbox(deps);
  const row = await findOrder(deps, input.orderId);
  if (row.userId !== input.userId) throw new AppError('walletOrderNotFound');
  return row;
}

/**
 * Approves the order and tells billing (CHECKOUT.ORDER.APPROVED), which captures it at once; the
 * payer goes back to the return page with PayPal's `token` and `PayerID`. `declineAtCapture`
 * makes the capture fail. Approving again changes nothing.
 */
export async function approveWalletSandboxOrder(
  deps: TBillingDeps,
  settings: TWalletSandboxSettings,
  input: { userId: string; orderId: string; declineAtCapture: boolean },
): Promise<{ nextPath: string }> {
  const row = await getWalletSandboxApproval(deps, input);
  if (row.status === 'cancelled') throw new AppError('unsupportedOperation', 'This wallet order is closed');
  if (row.status === 'created') {
    const approved = await sandboxSessionRows.save(deps.db, row.sessionId, {
      status: input.declineAtCapture ? 'declining' : 'approved',
    });
    await sendSandboxEvent(deps, settings, 'CHECKOUT.ORDER.APPROVED', approved);
  }
  return { nextPath: withPayPalReturn(row.successPath, row.sessionId, true) };
}

/** Gives the order up (PayPal's VOIDED): billing closes the payment; the payer goes to the cancel page. */
export async function cancelWalletSandboxOrder(
  deps: TBillingDeps,
  settings: TWalletSandboxSettings,
  input: { userId: string; orderId: string },
): Promise<{ nextPath: string }> {
  const row = await getWalletSandboxApproval(deps, input);
  if (row.status === 'created' || row.status === 'approved' || row.status === 'declining') {
    const cancelled = await sandboxSessionRows.save(deps.db, row.sessionId, { status: 'cancelled' });
    await sendSandboxEvent(deps, settings, 'CHECKOUT.ORDER.VOIDED', cancelled);
  }
  return { nextPath: withPayPalReturn(row.cancelPath, row.sessionId, false) };
}

/** PayPal adds `token` (the order) and, after approval, `PayerID` to the page it sends the payer to. */
function withPayPalReturn(path: string, orderId: string, isApproved: boolean): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('token', orderId);
  if (isApproved) url.searchParams.set('PayerID', 'SANDBOXPAYER01');
  return `${url.pathname}${url.search}`;
}
