/**
 * One registration, one trace, across separate processes: the stack `npm test` runs exports its
 * spans over OTLP/HTTP to a small collector (scripts/lib/trace-catcher.ts). The gateway's HTTP
 * span and its Redis calls, the account service's SQL and its outbox publish to Kafka, the notification service's
 * consumption of that message (trace context in the Kafka headers) and the mail sent must all
 * carry the trace id the browser's request started.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BrowserSession, mailsTo, testPassword, uniqueEmail } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { eventually, newVisitor } from '../support/gateway-client.ts';

type TSpan = {
  service: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
};
const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

async function spansOf(traceId: string): Promise<TSpan[]> {
  return (await (await fetch(`${testEnv.tracesApiUrl}/traces/${traceId}`)).json()) as TSpan[];
}

/** Walks up from a span through its parents; the names of the services passed, nearest first. */
function ancestry(spans: TSpan[], from: TSpan): TSpan[] {
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const chain: TSpan[] = [];
  for (let span: TSpan | undefined = from; span; span = byId.get(span.parentSpanId)) chain.push(span);
  return chain;
}

describe('tracing', () => {
  it('follows a registration from the gateway through SQL, the outbox and Kafka to the activation mail', async () => {
    const traceId = randomBytes(16).toString('hex');
    const email = uniqueEmail('trace');
    // A new visitor: its first call takes its rate-limit place from Redis (a busy visitor's later
    // calls use places the gateway already holds, gateway/src/plugins/rate-limit-leases.ts).
    const browser = new BrowserSession({
      ...newVisitor(),
      traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
    });

    expect(
      (await browser.post('/api/auth/register', { email, password: testPassword, lang: 'en' })).body.resultCode,
    ).toBe(0);
    await mailsTo(email);

    const find = (spans: TSpan[], service: string, kind: number, name: RegExp) =>
      spans.find((span) => span.service === service && span.kind === kind && name.test(span.name));
    const parts = (spans: TSpan[]) => ({
      gatewayServer: find(spans, 'gateway', SERVER, /POST/),
      accountServer: find(spans, 'account', SERVER, /POST/),
      gatewayRedis: spans.find(
        (span) =>
          span.service === 'gateway' &&
          (span.attributes['db.system.name'] === 'redis' || span.attributes['db.system'] === 'redis'),
      ),
      accountSql: spans.find(
        (span) =>
          span.service === 'account' &&
          (span.attributes['db.system.name'] === 'postgresql' || span.attributes['db.system'] === 'postgresql'),
      ),
      publish: find(spans, 'account', PRODUCER, /^send account\.user-registered\.v\d+$/),
      consume: find(spans, 'notification', CONSUMER, /^process account\.user-registered\.v\d+$/),
      mail: find(spans, 'notification', CLIENT, /^send mail account\.user-registered/),
    });
    // Each process exports its spans in batches of its own: wait until every part has arrived.
    let latest: TSpan[] = [];
    const spans = await eventually(
      async () => {
        latest = await spansOf(traceId);
        return Object.values(parts(latest)).every(Boolean) ? latest : undefined;
      },
      30_000,
      'every part of the registration trace',
    ).catch((error: unknown) => {
      // Say which parts are missing.
      expect(Object.fromEntries(Object.entries(parts(latest)).map(([name, span]) => [name, Boolean(span)]))).toEqual({
        gatewayServer: true,
        accountServer: true,
        gatewayRedis: true,
        accountSql: true,
        publish: true,
        consume: true,
        mail: true,
      });
      throw error;
    });
    const { gatewayServer, accountServer, accountSql, publish, consume, mail } = parts(spans);
    expect(publish!.attributes).toMatchObject({
      'messaging.system': 'kafka',
      'messaging.destination.name': publish!.name.slice('send '.length),
    });

    // One chain of parents: mail ← consume ← publish ← … ← account's HTTP span ← gateway's HTTP span.
    const chain = ancestry(spans, mail!).map((span) => span.spanId);
    for (const link of [consume!, publish!, accountServer!, gatewayServer!]) expect(chain).toContain(link.spanId);
    expect(ancestry(spans, accountSql!).map((span) => span.spanId)).toContain(accountServer!.spanId);
  });
});
