/**
 * The one catalogue of result codes (SPEC.md section 8). Every failure answers
 * `{ resultCode, resultInfo }` with the HTTP status given here.
 * Codes are grouped: 0 success, 10xxx framework and transport, 11xxx user and
 * session (11007/11008 are fixed by the web client), 12xxx product and catalogue, 13xxx billing,
 * 14xxx the data API's access checks (docs/contracts/data-api.md), 15xxx support tickets, 16xxx
 * live-animation widgets.
 * `info` is the API's English resultInfo; the site shows each code's own text in the visitor's
 * language (web/app/i18n/{en,vi}/results.ts, ADR 0006), so a new code needs those texts too.
 */
export const resultCodes = {
  success: { code: 0, status: 200, info: 'Success' },

  internalError: { code: 10000, status: 500, info: 'Somthing is wrong' },
  apiNotImplemented: { code: 10001, status: 501, info: 'API not implemented' },
  badRequest: { code: 10002, status: 400, info: 'Bad request' },
  unsupportedOperation: { code: 10003, status: 400, info: 'Unsupported operation' },
  objectNotFound: { code: 10004, status: 404, info: 'Object not found' },
  interfaceNotFound: { code: 10005, status: 404, info: 'Interface 404' },
  tooManyRequests: { code: 10006, status: 429, info: 'Too many requests, please try again later' },
  serviceUnavailable: { code: 10007, status: 503, info: 'Service temporarily unavailable' },
  signatureMissing: { code: 10010, status: 401, info: 'Request signature missing' },
  signatureInvalid: { code: 10011, status: 401, info: 'Request signature invalid' },
  timestampExpired: { code: 10012, status: 401, info: 'Request timestamp expired, check your clock' },
  requestedWithMissing: { code: 10013, status: 400, info: 'X-Requested-With header missing' },

  userNotLoggedIn: { code: 11007, status: 401, info: 'Please log in' },
  userTokenInvalid: { code: 11008, status: 401, info: 'Your session has expired, please log in again' },
  adminTokenExpired: { code: 11009, status: 401, info: 'Admin token expired' },
  adminNotExists: { code: 11010, status: 403, info: 'Admin not exists' },
  userNotFound: { code: 11011, status: 404, info: 'User not found' },
  userExists: { code: 11012, status: 409, info: 'email registered' },
  userLocked: { code: 11013, status: 403, info: 'User locked' },
  userNotActivated: { code: 11014, status: 403, info: 'email unactivated' },
  userPasswordError: { code: 11015, status: 401, info: 'incorrect password' },
  noPermission: { code: 11016, status: 403, info: 'No permission' },
  linkInvalid: { code: 11017, status: 400, info: 'The link is invalid or has expired' },

  urlParamIncorrect: { code: 12001, status: 400, info: 'URL param incorrect' },
  emptyData: { code: 12002, status: 404, info: 'Empty data' },
  productNotFound: { code: 12003, status: 404, info: 'Product not found' },
  configKeyUnknown: { code: 12004, status: 400, info: 'Unknown system config key' },
  linkNotFound: { code: 12005, status: 404, info: 'Link not found' },
  planNotFound: { code: 12006, status: 404, info: 'Plan not found' },
  // 13xxx billing: trials, subscriptions, payments (docs/contracts/billing.md).
  trialAlreadyUsed: { code: 13001, status: 409, info: 'Trial already used' },
  subscriptionExists: { code: 13002, status: 409, info: 'Subscription exists' },
  subscriptionNotFound: { code: 13003, status: 404, info: 'Subscription not found' },
  subscriptionStateInvalid: { code: 13004, status: 409, info: 'This subscription cannot be changed now' },
  upgradeExists: { code: 13005, status: 409, info: 'Upgrade exists' },
  paymentProviderError: { code: 13007, status: 502, info: 'Payment provider exception' },
  promotionCodeInvalid: { code: 13008, status: 400, info: 'Promotion code invalid' },
  walletOrderNotFound: { code: 13009, status: 404, info: 'Wallet order not found' },
  refundFailed: { code: 13010, status: 409, info: 'Transaction refund failed' },
  transactionNotFound: { code: 13012, status: 404, info: 'Transaction not found' },
  planNotPurchasable: { code: 13013, status: 400, info: 'This plan cannot be bought' },
  alreadyPurchased: { code: 13014, status: 409, info: 'Already purchased' },
  webhookSignatureInvalid: { code: 13015, status: 400, info: 'Webhook signature invalid' },
  // 14xxx the data API: its access checks, in the order they run (docs/contracts/data-api.md).
  apiKeyEmpty: {
    code: 14001,
    status: 401,
    info: 'API key empty: send it as the key query field or the X-Api-Key header',
  },
  apiKeyInvalid: { code: 14002, status: 401, info: 'Auth error: the access key is not valid' },
  ipNotPermitted: { code: 14003, status: 403, info: 'IP permission: this interface is unaccessible from your address' },
  productNotPermitted: { code: 14004, status: 403, info: 'Auth error: your plan does not include this product' },
  trialLimitExceeded: { code: 14005, status: 429, info: "Interface exceeded limit: today's trial calls are used up" },
  frequencyLimit: { code: 14006, status: 429, info: 'Frequency limit: too many calls to this interface' },
  interfaceDisabled: { code: 14007, status: 403, info: 'Interface disabled' },
  badParamFormat: { code: 14008, status: 400, info: 'Bad param and date format' },
  // Score webhooks (docs/contracts/data-api.md "Score webhooks").
  webhookNotConfigured: { code: 14009, status: 404, info: 'Score webhook not configured: save its URL first' },
  webhookUrlRefused: {
    code: 14010,
    status: 400,
    info: 'Webhook URL refused: it must be https and reach a public address',
  },
  webhookReplayExpired: { code: 14011, status: 409, info: 'Delivery too old to replay (7 days)' },
  // 15xxx support tickets (docs/contracts/ticket.md).
  ticketClosed: { code: 15001, status: 409, info: 'The ticket is closed and takes no more messages' },
  ticketTypeNotFound: { code: 15002, status: 400, info: 'Unknown ticket type' },
  attachmentNotAvailable: { code: 15003, status: 400, info: 'Attachment not found, or already used' },
  tooManyAttachments: { code: 15004, status: 400, info: 'Too many attachments' },
  // 16xxx live-animation widgets (docs/contracts/animation.md); the widget shows each one's text.
  publishFailure: { code: 16001, status: 409, info: 'Publish failure' },
  widgetKeyInvalid: { code: 16002, status: 401, info: 'This widget’s access key is not valid' },
  widgetDomainRefused: { code: 16003, status: 403, info: 'This widget is not enabled for this website' },
  widgetNotEntitled: { code: 16004, status: 403, info: 'Live data for this sport is not included in the plan' },
  widgetNotPublished: { code: 16005, status: 404, info: 'This widget has not been published yet' },
  widgetDisabled: { code: 16006, status: 403, info: 'This widget is disabled' },
  matchNotFound: { code: 16007, status: 404, info: 'Match not found' },
} as const satisfies Record<string, { code: number; status: number; info: string }>;

export type TResultKey = keyof typeof resultCodes;

const byCode = new Map<number, TResultKey>(
  Object.entries(resultCodes).map(([key, value]) => [value.code, key as TResultKey]),
);

export function resultKeyOf(code: number): TResultKey | undefined {
  return byCode.get(code);
}
