import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TBillingDeps } from '../../billing-deps.ts';
import { handlePaymentWebhook } from '../../use-cases/handle-payment-webhook.ts';

/**
 * Stripe's webhook (`POST /api/webhook/stripe`, reached through the gateway unsigned and without an
 * identity): believed only by its Stripe-Signature over the bytes as sent. 200 once handled (or
 * handled before), so Stripe stops; 400 / 13015 for a bad signature; 5xx makes Stripe send it again.
 * Under the sandbox provider it verifies with the sandbox's secret, so only the sandbox's own
 * events pass.
 */
export function registerWebhookRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.receiveStripeWebhook, async (request) => {
    const body: unknown = request.body;
    if (!Buffer.isBuffer(body)) throw new AppError('webhookSignatureInvalid');
    const signature = request.headers['stripe-signature'];
    const outcome = await handlePaymentWebhook(deps, {
      rawBody: body,
      signature: typeof signature === 'string' ? signature : undefined,
    });
    return { outcome };
  });
}
