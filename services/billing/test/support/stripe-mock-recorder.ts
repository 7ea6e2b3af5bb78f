/**
 * What billing sends Stripe, read on the way: a proxy in front of stripe-mock (which `npm test`
 * runs, STRIPE_API_BASE) that forwards every request unchanged and keeps a copy of it.
 */
import { createServer, request as forward, type IncomingHttpHeaders, type Server } from 'node:http';
import { findFreePort } from '@matchwire/devinfra/service-under-test';
import { afterAll, beforeAll } from 'vitest';

/** stripe-mock's address; unset when `npm test` did not start it (the Stripe tests then skip). */
export const stripeMock = process.env.STRIPE_API_BASE;

/**
 * Billing's settings for the Stripe provider, webhooks signed with `webhookSecret`; the recorder
 * adds stripe-mock's address (through its proxy) before the service is built.
 */
export function stripeProviderEnv(webhookSecret: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_billing',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    SITE_URL: 'https://www.matchwire.test',
  };
}

/** One request to Stripe: `path` without the query, `url` with it, the form body parsed. */
export type TStripeCall = {
  method: string;
  path: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: URLSearchParams;
};

/**
 * Starts the proxy before the file's service is built and closes it after the file; its address
 * goes into `env.STRIPE_API_BASE` (the `env` the file hands its service or Stripe client). Returns
 * the calls it keeps, oldest first. Does nothing when stripe-mock is not running. While `isDown()`
 * is true, requests are recorded and their connection dropped unanswered (Stripe out of reach).
 */
export function recordStripeMockCalls(
  env: Record<string, string>,
  options: { isDown?: () => boolean } = {},
): TStripeCall[] {
  const calls: TStripeCall[] = [];
  let proxy: Server | undefined;
  beforeAll(async () => {
    if (!stripeMock) return;
    const target = new URL(stripeMock);
    proxy = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        calls.push({
          method: incoming.method!,
          path: incoming.url!.split('?')[0]!,
          url: incoming.url!,
          headers: incoming.headers,
          body: new URLSearchParams(body.toString('utf8')),
        });
        if (options.isDown?.()) {
          incoming.socket.destroy();
          return;
        }
        const upstream = forward(
          {
            host: target.hostname,
            port: target.port,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.end(body);
      });
    });
    const port = await findFreePort();
    await new Promise<void>((resolve) => proxy!.listen(port, '127.0.0.1', resolve));
    env.STRIPE_API_BASE = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  });
  return calls;
}
