import type { TResultKey } from '@matchwire/kit/errors/result-codes';

/**
 * English texts of the server's result codes (packages/kit result-codes.ts), one per code: what
 * the site shows for a failure in place of the API's resultInfo, which stays English for API
 * clients (ADR 0006). A code added to the catalogue without a text here fails the typecheck.
 */
export const enResults = {
  'result.success': 'Success',

  'result.internalError': 'Somthing is wrong',
  'result.apiNotImplemented': 'This feature is not available yet',
  'result.badRequest': 'The request is invalid, please check what you entered',
  'result.unsupportedOperation': 'This operation is not supported',
  'result.objectNotFound': 'What you are looking for could not be found',
  'result.interfaceNotFound': 'Interface 404',
  'result.tooManyRequests': 'Too many requests, please try again later',
  'result.serviceUnavailable': 'Service temporarily unavailable, please try again later',
  'result.signatureMissing': 'The request could not be verified, please reload the page',
  'result.signatureInvalid': 'The request could not be verified, please reload the page',
  'result.timestampExpired': 'The request has expired, check the clock of your device',
  'result.requestedWithMissing': 'The request could not be verified, please reload the page',

  'result.userNotLoggedIn': 'Please log in',
  'result.userTokenInvalid': 'Your session has expired, please log in again',
  'result.adminTokenExpired': 'The admin session has expired',
  'result.adminNotExists': 'This admin does not exist',
  'result.userNotFound': 'email unregistered',
  'result.userExists': 'email registered',
  'result.userLocked': 'This account is locked',
  'result.userNotActivated': 'email unactivated',
  'result.userPasswordError': 'incorrect password',
  'result.noPermission': 'You do not have permission to do this',
  'result.linkInvalid': 'The link is invalid or has expired',

  'result.urlParamIncorrect': 'URL param incorrect',
  'result.emptyData': 'Empty data',
  'result.productNotFound': 'Product not found',
  'result.configKeyUnknown': 'Unknown system config key',
  'result.linkNotFound': 'Link not found',
  'result.planNotFound': 'Plan not found',

  'result.trialAlreadyUsed': 'You have already used the free trial of this sport',
  'result.subscriptionExists': 'You already have an active subscription to this product',
  'result.subscriptionNotFound': 'Subscription not found',
  'result.subscriptionStateInvalid': 'This subscription cannot be changed now',
  'result.upgradeExists': 'An upgrade of this subscription is already waiting for payment',
  'result.paymentProviderError': 'Operation failed please try again later',
  'result.promotionCodeInvalid': 'This promotion code is invalid or has expired',
  'result.walletOrderNotFound': 'Wallet order not found',
  'result.refundFailed': 'Transaction refund failed',
  'result.transactionNotFound': 'Transaction not found',
  'result.planNotPurchasable': 'This plan cannot be bought',
  'result.alreadyPurchased': 'You have already bought this plan',
  'result.webhookSignatureInvalid': 'Webhook signature invalid',
  'result.apiKeyEmpty': 'API key empty: send it as the key query field or the X-Api-Key header',
  'result.apiKeyInvalid': 'The API key is not valid (rotated, or the account is not active)',
  'result.ipNotPermitted': "Your address is not in this API key's IP whitelist",
  'result.productNotPermitted': 'Your plan does not include this product or league',
  'result.trialLimitExceeded': "Today's trial calls for this sport are used up",
  'result.frequencyLimit': 'Too many calls to this interface; wait until the limit resets',
  'result.interfaceDisabled': 'This interface is switched off for now',
  'result.badParamFormat': 'A parameter or date has the wrong format',
  'result.webhookNotConfigured': 'Save the webhook URL first',
  'result.webhookUrlRefused': 'This URL cannot be used: it must start with https:// and reach a public address',
  'result.webhookReplayExpired': 'Only deliveries of the last 7 days can be sent again',
} as const satisfies Record<`result.${TResultKey}`, string>;
