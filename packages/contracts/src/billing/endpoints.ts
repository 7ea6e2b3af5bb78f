import { defineEndpoint, fileAnswer } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import { ZTransactionDocumentQuery } from './documents.ts';
import { ZEntitlements, ZEntitlementsParams } from './entitlements.ts';
import {
  ZCardSetupStart,
  ZPaymentRecord,
  ZRecordIdQuery,
  ZSandboxCancel,
  ZSandboxCardBody,
  ZSandboxPayment,
  ZSandboxSession,
  ZSandboxSessionParams,
  ZPaymentMethod,
  ZTransactionList,
  ZWebhookReceipt,
} from './payment.ts';
import {
  ZAddSubscriptionBody,
  ZCheckoutStart,
  ZQuote,
  ZQuoteBody,
  ZResubscribeBody,
  ZSubscription,
  ZSubscriptionIdBody,
  ZSubscriptionList,
} from './subscription.ts';
import {
  ZStaffCancelBody,
  ZStaffSubscriptionParams,
  ZStaffTrial,
  ZStaffTrialChange,
  ZStaffTrialParams,
} from './staff.ts';
import {
  ZStaffRefundBody,
  ZStaffRefundResult,
  ZStaffTransactionPage,
  ZStaffTransactionSearch,
} from './staff-transactions.ts';
import { ZStartTrialBody, ZTrial, ZTrialList } from './trial.ts';
import { ZUpgradeBody, ZUpgradeQuote, ZUpgradeQuoteBody } from './upgrade.ts';
import { walletEndpoints } from './wallet-endpoints.ts';

const { signedInRoute, internalRoute, backOfficeRoute, providerRoute } = routeKinds('billing');

/** A document of one of the signed-in customer’s paid transactions, named by the query, as a PDF file. */
const transactionDocument = {
  ...signedInRoute,
  ...fileAnswer('application/pdf'),
  method: 'GET',
  request: { query: ZTransactionDocumentQuery },
} as const;

/** The billing service's endpoints (docs/contracts/billing.md). */
export const billingEndpoints = {
  listTrials: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/trial/list',
    summary: 'The free-trial terms and the signed-in customer’s trials, one per sport at most.',
    response: ZTrialList,
  }),
  startTrial: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/trial/start',
    summary: 'Starts the free trial of a sport; once per user and sport (13001 trial already used).',
    request: { body: ZStartTrialBody },
    response: ZTrial,
  }),
  listSubscriptions: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/subscription/list',
    summary: 'The signed-in customer’s subscriptions, newest first, with what may be done to each now.',
    response: ZSubscriptionList,
  }),
  quoteSubscription: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/subscription/quote',
    summary: 'The order summary of products and plans with a promotion code: lines, discount and total.',
    request: { body: ZQuoteBody },
    response: ZQuote,
  }),
  addSubscription: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/subscription/add',
    summary: 'Orders products and plans and begins the payment: the record to follow and the page to pay on.',
    request: { body: ZAddSubscriptionBody },
    response: ZCheckoutStart,
  }),
  unsubscribe: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/subscription/unsubscribe',
    summary: 'Stops a subscription renewing; it stays usable until its paid period ends.',
    request: { body: ZSubscriptionIdBody },
    response: ZSubscription,
  }),
  restoreSubscription: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/subscription/restore',
    summary: 'Undoes an unsubscribe before the paid period ends; renewal goes on as before.',
    request: { body: ZSubscriptionIdBody },
    response: ZSubscription,
  }),
  resubscribe: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/subscription/resubscribe',
    summary: 'Buys an expired subscription’s plan again: begins a payment like subscription add.',
    request: { body: ZResubscribeBody },
    response: ZCheckoutStart,
  }),
  quoteUpgrade: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/subscription/upgrade/quote',
    summary: 'What an upgrade to a longer plan of the product costs now: the credit for the unused days, the total.',
    request: { body: ZUpgradeQuoteBody },
    response: ZUpgradeQuote,
  }),
  upgradeSubscription: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/subscription/upgrade',
    summary: 'Orders an upgrade to a longer plan of the product and begins its payment (13005 while one waits).',
    request: { body: ZUpgradeBody },
    response: ZCheckoutStart,
  }),
  getPaymentRecord: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/transaction/record',
    summary: 'Where a checkout stands (to be paid, success, fail, closed), as the provider’s webhook left it.',
    request: { query: ZRecordIdQuery },
    response: ZPaymentRecord,
  }),
  getPaymentMethod: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/transaction/paymentMethod',
    summary: 'The card kept for renewals (brand, last four digits, expiry), or null before the first card payment.',
    response: ZPaymentMethod,
  }),
  replacePaymentMethod: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/transaction/paymentMethod/replace',
    summary:
      'Opens the provider’s page to enter a new card for renewals (no charge); a past-due renewal is charged with it once saved; 13007.',
    response: ZCardSetupStart,
  }),
  listTransactions: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/transaction/list',
    summary: 'The signed-in customer’s transactions, newest first.',
    response: ZTransactionList,
  }),
  downloadInvoice: defineEndpoint({
    ...transactionDocument,
    path: '/api/transaction/invoice',
    summary: 'The invoice of one of the signed-in customer’s paid transactions, as a PDF file (13012 otherwise).',
  }),
  downloadReceipt: defineEndpoint({
    ...transactionDocument,
    path: '/api/transaction/receipt',
    summary: 'The receipt of one of the signed-in customer’s paid transactions (with its refunds), as a PDF file.',
  }),
  getSandboxCheckout: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/sandbox/checkout/:sessionId',
    summary: 'Sandbox card checkout (npm start only; 10005 elsewhere): what is being paid.',
    request: { params: ZSandboxSessionParams },
    response: ZSandboxSession,
  }),
  paySandboxCheckout: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/sandbox/checkout/:sessionId/pay',
    summary: 'Sandbox card checkout: pays with one of Stripe’s test cards, completing through the webhook.',
    request: { params: ZSandboxSessionParams, body: ZSandboxCardBody },
    response: ZSandboxPayment,
  }),
  cancelSandboxCheckout: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/sandbox/checkout/:sessionId/cancel',
    summary: 'Sandbox card checkout: gives it up; the order is closed, as when a Stripe checkout expires.',
    request: { params: ZSandboxSessionParams },
    response: ZSandboxCancel,
  }),
  receiveStripeWebhook: defineEndpoint({
    ...providerRoute('stripe'),
    method: 'POST',
    path: '/api/webhook/stripe',
    summary:
      'Stripe’s webhook: checked by its Stripe-Signature (13015 otherwise), each event acted on once, in any order.',
    response: ZWebhookReceipt,
  }),
  changeTrialByStaff: defineEndpoint({
    ...backOfficeRoute,
    method: 'PUT',
    path: '/internal/trials/:userId/:sportType',
    summary: 'Back office: changes a user’s trial of a sport (end, daily limit, delay); audited; 10004 when none.',
    request: { params: ZStaffTrialParams, body: ZStaffTrialChange },
    response: ZStaffTrial,
  }),
  cancelSubscriptionByStaff: defineEndpoint({
    ...backOfficeRoute,
    method: 'POST',
    path: '/internal/subscriptions/:subscriptionId/cancel',
    summary:
      'Back office: ends a usable subscription now (expired, staff-cancelled) or at its period end; audited; 13003, 13004.',
    request: { params: ZStaffSubscriptionParams, body: ZStaffCancelBody },
    response: ZSubscription,
  }),
  searchTransactionsByStaff: defineEndpoint({
    ...backOfficeRoute,
    method: 'POST',
    path: '/internal/transactions/search',
    summary: 'Back office: transactions by user, e-mail, result and dates, newest first, paged; audited.',
    request: { body: ZStaffTransactionSearch },
    response: ZStaffTransactionPage,
  }),
  refundTransactionByStaff: defineEndpoint({
    ...backOfficeRoute,
    method: 'POST',
    path: '/internal/transactions/refund',
    summary: 'Back office: refunds all or part of a paid transaction through its provider; audited; 13010, 13012.',
    request: { body: ZStaffRefundBody },
    response: ZStaffRefundResult,
  }),
  getEntitlements: defineEndpoint({
    ...internalRoute('data-api', 'backoffice', 'animation'),
    method: 'GET',
    path: '/internal/entitlements/:userId',
    summary: 'What a user may call now: a grant per trial and active subscription.',
    request: { params: ZEntitlementsParams },
    response: ZEntitlements,
  }),
  // Wallet payments and the sandbox wallet (wallet-endpoints.ts).
  ...walletEndpoints,
};
