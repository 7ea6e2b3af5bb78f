/**
 * SIGTERM under load (docs/decisions/0012): a private gateway and account service (own database,
 * exporting traces to a collector of the test) are told to stop while requests are in flight.
 * Every request each had received before the signal is answered as usual, the process exits 0,
 * the spans of those requests are exported before exit, and every event written by them is
 * published (before exit, or by the next start from the outbox).
 */
import { createTestDatabase } from '@matchwire/devinfra/test-database';
import { signUrl } from '@matchwire/signing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { eventually, newVisitor } from '../support/gateway-client.ts';
import { receivedRequests, startPrivateProcesses, type TPrivateProcess } from '../support/private-processes.ts';
import { startTraceCatcher, type TCaughtSpan } from '../../scripts/lib/trace-catcher.ts';

const inFlight = 8;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let collector: Awaited<ReturnType<typeof startTraceCatcher>>;
let processes: { account: TPrivateProcess; gateway: TPrivateProcess };

async function register(baseUrl: string, email: string, viaGateway: boolean): Promise<Response> {
  const body = new URLSearchParams({ email, password: 'Str0ngPass', lang: 'en' }).toString();
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...newVisitor() };
  if (viaGateway) headers['x-requested-with'] = 'XMLHttpRequest';
  const url = viaGateway ? await signUrl('/api/auth/register', testEnv.signingSecret) : '/api/auth/register';
  return fetch(`${baseUrl}${url}`, { method: 'POST', headers, body });
}

/**
 * Sends the requests, waits until the process has received all of them (its earlier requests to
 * the same URLs not counted), then sends SIGTERM.
 */
async function stopOnceReceived<T>(process: TPrivateProcess, url: RegExp, send: () => T[]) {
  const before = receivedRequests(process, url);
  const sent = send();
  // Polled often: the signal should find the requests still in flight.
  const deadline = Date.now() + 30_000;
  while (receivedRequests(process, url) < before + sent.length) {
    if (Date.now() > deadline) throw new Error(`${process.spec.name} did not receive ${sent.length} requests`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const exited = new Promise<number | null>((resolve) => process.child.once('exit', (code) => resolve(code)));
  process.child.kill('SIGTERM');
  return { answers: sent, exitCode: await exited };
}

const serverSpansOf = (service: string, path: string) =>
  collector.spans.filter(
    (span: TCaughtSpan) =>
      span.service === service &&
      span.kind === 2 &&
      String(span.attributes['url.path'] ?? span.attributes['http.target'] ?? '').startsWith(path),
  );

beforeAll(async () => {
  database = await createTestDatabase(['account']);
  collector = await startTraceCatcher({ port: 0 });
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url };
  processes = await startPrivateProcesses({
    workloads: ['account', 'gateway'],
    databaseUrls: database.urls,
    env: { account: tracing, gateway: tracing },
  });
}, 180_000);

afterAll(async () => {
  await Promise.all([processes?.gateway.stop(), processes?.account.stop()]);
  await collector?.close();
  await database?.drop();
}, 60_000);

describe('SIGTERM under load', () => {
  it('the gateway answers every page and API call it had received, exports their spans and exits 0', async () => {
    const gateway = processes.gateway;
    const { answers, exitCode } = await stopOnceReceived(gateway, /^\/(\?shutdown=|api\/auth\/register)/, () =>
      Array.from({ length: inFlight }, (_unused, index) =>
        index % 2 === 0
          ? fetch(`${gateway.url}/?shutdown=${index}`, { headers: { accept: 'text/html', ...newVisitor() } })
          : register(gateway.url, `shutdown.gateway.${Date.now()}.${index}@example.com`, true),
      ),
    );

    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200);
    expect(exitCode).toBe(0);
    expect(serverSpansOf('gateway', '/').length).toBeGreaterThanOrEqual(inFlight);
    await gateway.restart();
  }, 90_000);

  it('a service answers every request it had received, exports their spans, exits 0 and loses no event', async () => {
    const account = processes.account;
    const emails = Array.from({ length: inFlight }, (_unused, index) => `shutdown.${Date.now()}.${index}@example.com`);
    const { answers, exitCode } = await stopOnceReceived(account, /^\/api\/auth\/register/, () =>
      emails.map((email) => register(account.url, email, false)),
    );

    for (const answer of await Promise.all(answers)) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ resultCode: 0 });
    }
    expect(exitCode).toBe(0);
    expect(serverSpansOf('account', '/api/auth/register').length).toBeGreaterThanOrEqual(inFlight);

    const client = new pg.Client({ connectionString: database.urls.account });
    await client.connect();
    const unpublished = () =>
      client
        .query<{ count: number }>(
          `select count(*)::int as count from account.outbox o join account.users u on o.event_key = u.user_id::text
           where u.email = any($1) and o.event_type like 'account.user-registered.%' and o.published_at is null`,
          [emails],
        )
        .then(({ rows }) => rows[0]!.count);
    try {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from account.outbox o join account.users u on o.event_key = u.user_id::text
         where u.email = any($1) and o.event_type like 'account.user-registered.%'`,
        [emails],
      );
      expect(rows[0]!.count).toBe(inFlight);
      if ((await unpublished()) > 0) await account.restart();
      await eventually(async () => ((await unpublished()) === 0 ? true : undefined), 60_000, 'every event published');
    } finally {
      await client.end();
    }
  }, 120_000);
});
