import { createHmac, timingSafeEqual } from 'node:crypto';
import { errorBody } from '@matchwire/kit/errors/app-error';
import { REQUESTED_WITH_HEADER, SIGNATURE_WINDOW_MS, type TSignatureCheck } from '@matchwire/signing';
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
    const outcome = checkSignatureNow(secret, first(query.timestamp), first(query.sign));
    if (outcome !== 'ok') return reply.status(401).send(errorBody(refusals[outcome]));
  });
}

/**
 * packages/signing's `checkSignature`, with Node's HMAC: the same rule (window, hex HMAC-SHA256 of
 * the timestamp, case-insensitive, compared in constant time), computed on the spot. Web Crypto's
 * HMAC, which the browser needs, runs as a job on libuv's thread pool, and that round trip on every
 * API call was a tenth of the gateway's CPU and part of its tail (bench/README.md).
 * gateway/test/signature-check.test.ts holds both to the same answers.
 */
export function checkSignatureNow(
  secret: string,
  timestamp: string | undefined,
  sign: string | undefined,
  now: number = Date.now(),
): TSignatureCheck {
  if (!timestamp || !sign) return 'missing';
  if (!/^\d{10,16}$/.test(timestamp)) return 'invalid';
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) return 'stale';
  const expected = Buffer.from(createHmac('sha256', secret).update(timestamp).digest('hex'));
  const given = Buffer.from(sign.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'invalid';
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
