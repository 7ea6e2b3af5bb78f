import { AppError } from '@matchwire/kit/errors/app-error';
import type { TWalletSandboxOrder } from '@matchwire/contracts/billing/wallet';
import type { TBillingDeps } from '../billing-deps.ts';
import { findWalletOrderOfTransaction, sandboxSessionRows } from '../db/sandbox-session-repository.ts';
import { findNamedTransaction } from '../db/transaction-repository.ts';
import { signWalletSandboxEvent } from '../payments/wallet-events.ts';
import { fromPayPalValue, walletCurrencies } from '../payments/wallet-orders-api.ts';
import {
  captureIdOf,
  isSandboxTokenValid,
  issueSandboxToken,
  newSandboxOrderId,
  orderIdOfCapture,
  sandboxOrderObject,
  sandboxRefundId,
  sandboxWalletEvent,
  type TWalletSandboxRow,
} from '../payments/wallet-sandbox-orders.ts';
import { handleWalletWebhook } from './handle-wallet-webhook.ts';

/** Who may call the sandbox wallet's API (its REST app), and the site its approve links point at. */
export type TWalletSandboxSettings = { clientId: string; clientSecret: string; siteUrl: string };

const tokenLifetimeSeconds = 32_400;

/**
 * The sandbox wallet's Orders API (docs/contracts/billing.md#wallet), which billing's wallet provider
 * calls over HTTP as it calls PayPal: tokens, orders, captures, refunds. Only while WALLET_PROVIDER is
 * `sandbox` (10005 otherwise). Captures complete through the wallet's webhook use-case, with
 * PayPal-format events signed by the sandbox's HMAC, as PayPal's reach it.
 */
export function requireWalletSandbox(deps: TBillingDeps): void {
  if (deps.wallet.name !== 'wallet-sandbox') throw new AppError('interfaceNotFound');
}

export function issueWalletSandboxToken(
  deps: TBillingDeps,
  settings: TWalletSandboxSettings,
  authorization: string | undefined,
) {
  requireWalletSandbox(deps);
  const [scheme, encoded] = (authorization ?? '').split(' ');
  const [clientId, clientSecret] = Buffer.from(encoded ?? '', 'base64')
    .toString('utf8')
    .split(':');
  if (scheme !== 'Basic' || clientId !== settings.clientId || clientSecret !== settings.clientSecret) {
    throw new AppError('noPermission', 'Client authentication failed');
  }
  // Tokens run on the wall clock: they are the sandbox's plumbing, not billing's business time.
  return {
    scope: 'https://uri.paypal.com/services/payments/payment',
    access_token: issueSandboxToken(settings.clientSecret, new Date(), tokenLifetimeSeconds),
    token_type: 'Bearer' as const,
    app_id: `APP-${settings.clientId}`,
    expires_in: tokenLifetimeSeconds,
  };
}

/** An Orders API call, answered only for a bearer token the token call issued (10005 outside the sandbox). */
function withBearer<TInput, TAnswer>(
  call: (deps: TBillingDeps, settings: TWalletSandboxSettings, input: TInput) => Promise<TAnswer>,
) {
  return async (
    deps: TBillingDeps,
    settings: TWalletSandboxSettings,
    input: TInput & { authorization: string | undefined },
  ): Promise<TAnswer> => {
    requireWalletSandbox(deps);
    const [scheme, token] = (input.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token || !isSandboxTokenValid(settings.clientSecret, token, new Date())) {
      throw new AppError('noPermission', 'Access token invalid');
    }
    return call(deps, settings, input);
  };
}

type TCreateOrder = {
  purchase_units: { custom_id: string; description?: string; amount: { currency_code: string; value: string } }[];
  application_context: { return_url: string; cancel_url: string };
};

/**
 * Creates an order. Our transaction names it (custom_id), so asking again for the same transaction
 * (a retried PayPal-Request-Id) answers the same order.
 */
export const createWalletSandboxOrder = withBearer(
  async (deps, settings, input: { order: TCreateOrder }): Promise<TWalletSandboxOrder> => {
    const unit = input.order.purchase_units[0]!;
    const transaction = await findNamedTransaction(deps.db, unit.custom_id);
    if (!transaction) throw new AppError('badRequest', 'purchase_units: custom_id names no transaction');
    const currency = Number(
      Object.entries(walletCurrencies).find(([, code]) => code === unit.amount.currency_code)?.[0],
    );
    if (!currency) throw new AppError('badRequest', 'purchase_units: currency_code not supported');
    const row =
      (await findWalletOrderOfTransaction(deps.db, transaction.transactionId)) ??
      (await sandboxSessionRows.insert(deps.db, {
        sessionId: newSandboxOrderId(),
        kind: 'wallet',
        transactionId: transaction.transactionId,
        userId: transaction.userId,
        amount: fromPayPalValue(unit.amount.value),
        currency,
        description: unit.description ?? transaction.description,
        status: 'created',
        successPath: sitePathOf(input.order.application_context.return_url),
        cancelPath: sitePathOf(input.order.application_context.cancel_url),
      }));
    return sandboxOrderObject(row, settings.siteUrl);
  },
);

export const getWalletSandboxOrder = withBearer(
  async (deps, settings, input: { orderId: string }): Promise<TWalletSandboxOrder> =>
    sandboxOrderObject(await findOrder(deps, input.orderId), settings.siteUrl),
);

/**
 * Captures an approved order: completed, or refused when the payer chose 'Decline at capture'.
 * A repeat answers the capture already made (as a repeated PayPal-Request-Id does). The capture's
 * event goes to the webhook use-case after the order's row is saved.
 */
export const captureWalletSandboxOrder = withBearer(
  async (deps, settings, input: { orderId: string }): Promise<TWalletSandboxOrder> => {
    const captured = await deps.db.transaction(async (tx) => {
      const row = await sandboxSessionRows.findForUpdate(tx, input.orderId);
      if (!row || row.kind !== 'wallet') throw new AppError('walletOrderNotFound');
      if (row.status === 'created')
        throw new AppError('unsupportedOperation', 'ORDER_NOT_APPROVED: the payer has not approved it');
      if (row.status === 'cancelled') throw new AppError('unsupportedOperation', 'ORDER_VOIDED: the payer gave it up');
      if (row.status !== 'approved' && row.status !== 'declining') return { row, isNew: false };
      const status = row.status === 'approved' ? 'completed' : 'failed';
      return { row: await sandboxSessionRows.save(tx, row.sessionId, { status }), isNew: true };
    });
    if (captured.isNew) {
      const type = captured.row.status === 'completed' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED';
      await sendSandboxEvent(deps, settings, type, captured.row);
    }
    return sandboxOrderObject(captured.row, settings.siteUrl);
  },
);

/** Gives back all or part of a completed capture (at most its amount). */
export const refundWalletSandboxCapture = withBearer(
  async (
    deps,
    settings,
    input: { requestId: string | undefined; captureId: string; amount?: { currency_code: string; value: string } },
  ) => {
    const row = await findOrder(deps, orderIdOfCapture(input.captureId));
    if (row.status !== 'completed' && row.status !== 'refunded') {
      throw new AppError('unsupportedOperation', 'CAPTURE_NOT_REFUNDABLE: nothing was captured');
    }
    const amount = input.amount ? fromPayPalValue(input.amount.value) : row.amount;
    if (
      amount <= 0 ||
      amount > row.amount ||
      (input.amount && input.amount.currency_code !== walletCurrencies[row.currency])
    ) {
      throw new AppError('unsupportedOperation', 'REFUND_AMOUNT_EXCEEDED: more than the capture took');
    }
    if (amount === row.amount) await sandboxSessionRows.save(deps.db, row.sessionId, { status: 'refunded' });
    return {
      id: sandboxRefundId(input.requestId ?? `${captureIdOf(row.sessionId)}:${amount}`),
      status: 'COMPLETED' as const,
    };
  },
);

export async function findOrder(deps: TBillingDeps, orderId: string): Promise<TWalletSandboxRow> {
  const row = await sandboxSessionRows.find(deps.db, orderId);
  if (!row || row.kind !== 'wallet') throw new AppError('walletOrderNotFound');
  return row;
}

/** A PayPal-format event about the order, signed by the sandbox, handed to the wallet's webhook use-case. */
export async function sendSandboxEvent(
  deps: TBillingDeps,
  settings: TWalletSandboxSettings,
  type: Parameters<typeof sandboxWalletEvent>[0],
  row: TWalletSandboxRow,
): Promise<void> {
  const now = deps.clock();
  await handleWalletWebhook(deps, signWalletSandboxEvent(sandboxWalletEvent(type, row, settings.siteUrl, now), now));
}

/** The return and cancel pages are the site's: kept as their paths, as the card sandbox keeps them. */
function sitePathOf(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}
