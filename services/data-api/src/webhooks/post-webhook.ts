import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pinnedLookup, resolveWebhookHost } from './webhook-address-guard.ts';

/** What one attempt came to: the receiver's status (null when none answered), how long it took, what went wrong. */
export type TPostOutcome = { status: number | null; latencyMs: number; error: string | null };

/** The most of a receiver's answer read (to tell its status; the rest is dropped). */
const maxAnswerBytes = 4096;

/**
 * POSTs a delivery's JSON to the customer's URL: the host resolved and checked now, the connection
 * pinned to the checked address, `timeoutMs` for the whole exchange, no redirect followed (a 3xx is
 * a failed attempt: a redirect could lead inside). 2xx is delivered; anything else is an error.
 */
export async function postWebhook(delivery: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs: number;
}): Promise<TPostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(delivery.url);
  if (url.protocol === 'http:' && !delivery.allowPrivate) {
    return { status: null, latencyMs: 0, error: 'Refused: the URL is not https' };
  }
  let addresses;
  try {
    addresses = await resolveWebhookHost(url.hostname, delivery.allowPrivate);
  } catch (error) {
    return { status: null, latencyMs: elapsed(), error: `Refused: ${messageOf(error)}` };
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<TPostOutcome>((resolve) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(delivery.body)),
          'user-agent': 'Matchwire-Webhooks/1',
          ...delivery.headers,
        },
        lookup: pinnedLookup(addresses),
        timeout: delivery.timeoutMs,
        signal: AbortSignal.timeout(delivery.timeoutMs),
      },
      (answer) => {
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > maxAnswerBytes) answer.destroy();
        });
        const settle = () => {
          const status = answer.statusCode ?? null;
          const isDelivered = status !== null && status >= 200 && status < 300;
          resolve({ status, latencyMs: elapsed(), error: isDelivered ? null : `The receiver answered HTTP ${status}` });
        };
        answer.on('end', settle);
        answer.on('close', settle);
        answer.on('error', settle);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${delivery.timeoutMs / 1000} s`)));
    outgoing.on('error', (error) =>
      resolve({
        status: null,
        latencyMs: elapsed(),
        error: error.name === 'AbortError' ? `No answer within ${delivery.timeoutMs / 1000} s` : messageOf(error),
      }),
    );
    outgoing.end(delivery.body);
  });
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 280);
}
