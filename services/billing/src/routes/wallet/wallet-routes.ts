import { walletEndpoints } from '@matchwire/contracts/billing/wallet-endpoints';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TBillingDeps } from '../../billing-deps.ts';
import { walletHeadersOf } from '../../payments/wallet-events.ts';
import { addSubscription } from '../../use-cases/add-subscription.ts';
import { captureWalletPayment } from '../../use-cases/capture-wallet-payment.ts';
import { handleWalletWebhook } from '../../use-cases/handle-wallet-webhook.ts';

/**
 * Wallet payments: SPEC.md §7 wallet purchase (subscription add's order, paid by wallet), and the
 * wallet's webhook (`/api/webhook/paypal`, through the gateway unsigned and without an identity),
 * believed only by its signature: PayPal's, checked by its verify-webhook-signature API, or the
 * sandbox wallet's HMAC. 200 once handled (or handled before); 400 / 13015 for a bad signature;
 * 5xx makes the wallet send it again.
 */
export function registerWalletRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(walletEndpoints.purchaseWithWallet, async (request) => {
    const { userId, email, isTester } = requireIdentity(request);
    const { subscriptionList, promotionCode, returnUrl, cancelUrl, lang } = request.body;
    return addSubscription(deps, {
      buyer: { userId, email },
      isTester,
      lines: subscriptionList,
      promotionCode,
      payMethod: 'wallet',
      returnUrl,
      cancelUrl,
      lang,
    });
  });

  serve(walletEndpoints.captureWalletPayment, async (request) => {
    const { userId } = requireIdentity(request);
    return captureWalletPayment(deps, { userId, recordId: request.body.recordId });
  });

  serve(walletEndpoints.receiveWalletWebhook, async (request) => {
    const body: unknown = request.body;
    if (!Buffer.isBuffer(body)) throw new AppError('webhookSignatureInvalid');
    const outcome = await handleWalletWebhook(deps, { rawBody: body, signature: walletHeadersOf(request.headers) });
    return { outcome };
  });
}
