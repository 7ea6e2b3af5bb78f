import { defineEndpoint } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import { ZWebhookReceipt } from './payment.ts';
import { ZCheckoutStart } from './subscription.ts';
import {
  ZWalletCaptureAnswer,
  ZWalletCaptureBody,
  ZWalletPurchaseBody,
  ZWalletSandboxApproval,
  ZWalletSandboxApproveBody,
  ZWalletSandboxCaptureParams,
  ZWalletSandboxCreateOrderBody,
  ZWalletSandboxNext,
  ZWalletSandboxOrder,
  ZWalletSandboxOrderParams,
  ZWalletSandboxRefund,
  ZWalletSandboxRefundBody,
  ZWalletSandboxToken,
  ZWalletSandboxTokenBody,
} from './wallet.ts';

const { publicRoute, signedInRoute, providerRoute } = routeKinds('billing');

/**
 * Wallet payments (docs/contracts/billing.md#wallet): the purchase, the wallet's webhook, and the
 * sandbox wallet of `npm start` and the tests (PayPal's Orders API under /api/sandbox/wallet, which
 * billing's own wallet provider calls over HTTP, and the approval page's routes). The sandbox routes
 * answer 10005 unless WALLET_PROVIDER is `sandbox`.
 */
export const walletEndpoints = {
  purchaseWithWallet: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/wallet/purchase',
    summary: 'Orders products and plans paid by wallet: the record to follow and the wallet’s approval page.',
    request: { body: ZWalletPurchaseBody },
    response: ZCheckoutStart,
  }),
  captureWalletPayment: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/wallet/capture',
    summary:
      'The wallet’s return page: captures the caller’s approved wallet payment now, should the approval event be late (idempotent; 13012 for another’s).',
    request: { body: ZWalletCaptureBody },
    response: ZWalletCaptureAnswer,
  }),
  receiveWalletWebhook: defineEndpoint({
    ...providerRoute('paypal'),
    method: 'POST',
    path: '/api/webhook/paypal',
    summary:
      'The wallet’s webhook (PayPal, or the sandbox wallet): verified (13015 otherwise); an approved order is captured, a capture applied once.',
    response: ZWebhookReceipt,
  }),
  issueWalletSandboxToken: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/sandbox/wallet/v1/oauth2/token',
    summary: 'Sandbox wallet (10005 elsewhere): an OAuth2 client-credentials token, as PayPal’s.',
    request: { body: ZWalletSandboxTokenBody },
    response: ZWalletSandboxToken,
  }),
  createWalletSandboxOrder: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/sandbox/wallet/v2/checkout/orders',
    summary: 'Sandbox wallet: creates an order (intent CAPTURE) whose approve link is the sandbox approval page.',
    request: { body: ZWalletSandboxCreateOrderBody },
    response: ZWalletSandboxOrder,
  }),
  getWalletSandboxOrder: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/sandbox/wallet/v2/checkout/orders/:orderId',
    summary: 'Sandbox wallet: an order and its captures (13009 for an unknown one).',
    request: { params: ZWalletSandboxOrderParams },
    response: ZWalletSandboxOrder,
  }),
  captureWalletSandboxOrder: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/sandbox/wallet/v2/checkout/orders/:orderId/capture',
    summary: 'Sandbox wallet: captures an approved order (completed, or declined when the payer chose so).',
    request: { params: ZWalletSandboxOrderParams },
    response: ZWalletSandboxOrder,
  }),
  refundWalletSandboxCapture: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/sandbox/wallet/v2/payments/captures/:captureId/refund',
    summary: 'Sandbox wallet: gives back all or part of a completed capture.',
    request: { params: ZWalletSandboxCaptureParams, body: ZWalletSandboxRefundBody },
    response: ZWalletSandboxRefund,
  }),
  getWalletSandboxApproval: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/sandbox/wallet/approval/:orderId',
    summary: 'Sandbox wallet approval page: the payer’s order (13009 for an unknown one or another’s).',
    request: { params: ZWalletSandboxOrderParams },
    response: ZWalletSandboxApproval,
  }),
  approveWalletSandboxOrder: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/sandbox/wallet/approval/:orderId/approve',
    summary: 'Sandbox wallet: the payer approves; billing is told (CHECKOUT.ORDER.APPROVED) and captures.',
    request: { params: ZWalletSandboxOrderParams, body: ZWalletSandboxApproveBody },
    response: ZWalletSandboxNext,
  }),
  cancelWalletSandboxOrder: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/sandbox/wallet/approval/:orderId/cancel',
    summary: 'Sandbox wallet: the payer gives up; the order is voided and the payment closed.',
    request: { params: ZWalletSandboxOrderParams },
    response: ZWalletSandboxNext,
  }),
};
