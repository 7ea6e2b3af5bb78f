import { errorBody } from '@matchwire/kit/errors/app-error';
import { checkSignature, REQUESTED_WITH_HEADER } from '@matchwire/signing';
import type { FastifyInstance } from 'fastify';
import { isProviderWebhook, type TProviderWebhook } from './provider-webhooks.ts';
import { isApiPath } from './routed-path.ts';

const refusals = {
  missing: 'signatureMissing',
  invalid: 'signatureInvalid',
  stale: 'timestampExpired',
} as const;

/**
 * SPEC.md section 7: every `/api/*` call carries `X-Requested-With` and the query fields
 * `timestamp` and `sign` (HMAC of the timestamp); anything else is refused before any service sees it.
 * "An `/api/*` call" is any request the router sends to an `/api` route, decoded as the router
 * decodes it (routed-path.ts), so no spelling of a path skips the check.
 * Payment providers' webhooks (`provider` access in packages/contracts) are the exception: the
 * provider cannot sign as the site does, so the service checks the provider's own signature.
 */
export function requireSignature(
  app: FastifyInstance,
  secret: string,
  providerWebhooks: readonly TProviderWebhook[] = [],
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) || isProviderWebhook(providerWebhooks, request.method, request.url)) return;
    if (!request.headers[REQUESTED_WITH_HEADER]) {
      return reply.status(400).send(errorBody('requestedWithMissing'));
    }
    const query = request.query as Record<string, string | undefined>;
    const outcome = await checkSignature(secret, first(query.timestamp), first(query.sign));
    if (outcome !== 'ok') return reply.status(401).send(errorBody(refusals[outcome]));
  });
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
