/**
 * The outage drill of docs/decisions/0012, short: a private gateway and account service reach
 * Kafka and Redis through proxies that the test cuts, so the shared servers (and every other test)
 * are untouched. They start while both are cut, serve pages, API calls, logins and registrations
 * as usual (rate budgets counted in process), and once both return, every event written meanwhile
 * reaches Kafka and counting goes back to Redis. The long version: deploy/local/drills/outage-drill.ts.
 */
import { createTestDatabase } from '@matchwire/devinfra/test-database';
import { signUrl } from '@matchwire/signing';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { eventually, newVisitor } from '../support/gateway-client.ts';
import { startPrivateProcesses, type TPrivateProcess } from '../support/private-processes.ts';
import { startTcpProxy, type TTcpProxy } from '../support/tcp-proxy.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:16379';
const demoUser = { account: 'demo@matchwire.io', password: 'Demo1234' };
const ratePerIp = 20;
const loadRounds = 6;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let kafkaProxy: TTcpProxy;
let redisProxy: TTcpProxy;
let processes: { account: TPrivateProcess; gateway: TPrivateProcess } | undefined;
const registeredEmails: string[] = [];

/** A request to the private gateway as the web client makes it (signed, X-Requested-With). */
async function callPrivateGateway(
  pathAndQuery: string,
  init: { form?: Record<string, string>; visitor?: object } = {},
) {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...(init.visitor ?? newVisitor()) };
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  return fetch(`${processes!.gateway.url}${await signUrl(pathAndQuery, testEnv.signingSecret)}`, {
    method: init.form ? 'POST' : 'GET',
    headers,
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
}

async function readiness(process: TPrivateProcess) {
  const response = await fetch(`${process.opsUrl}/readyz`);
  return { status: response.status, body: (await response.json()) as { dependencies: Record<string, string> } };
}

beforeAll(async () => {
  database = await createTestDatabase(['account']);
  kafkaProxy = await startTcpProxy({ target: testEnv.kafkaBrokers[0]!, isKafka: true });
  redisProxy = await startTcpProxy({ target: new URL(redisUrl).host });

  kafkaProxy.cut();
  redisProxy.cut();
  processes = await startPrivateProcesses({
    workloads: ['account', 'gateway'],
    databaseUrls: database.urls,
    env: {
      account: { KAFKA_BROKERS: kafkaProxy.address },
      gateway: {
        KAFKA_BROKERS: kafkaProxy.address,
        REDIS_URL: `redis://${redisProxy.address}`,
        RATE_LIMIT_IP_PER_MINUTE: String(ratePerIp),
      },
    },
  });
}, 180_000);

afterAll(async () => {
  await Promise.all([processes?.gateway.stop(), processes?.account.stop()]);
  await Promise.all([kafkaProxy?.close(), redisProxy?.close()]);
  await database?.drop();
}, 60_000);

describe('with Kafka and Redis cut off', () => {
  it('the gateway and the account service start and stay ready, showing Kafka and Redis down', async () => {
    const checked = async (process: TPrivateProcess) =>
      eventually(
        async () => {
          const answer = await readiness(process);
          return Object.values(answer.body.dependencies).includes('unknown') ? undefined : answer;
        },
        20_000,
        'the first dependency checks',
      );
    const gateway = await checked(processes!.gateway);
    expect(gateway.status).toBe(200);
    expect(gateway.body.dependencies).toEqual({ store: 'down', bus: 'down' });
    const account = await checked(processes!.account);
    expect(account.status).toBe(200);
    expect(account.body.dependencies).toEqual({ bus: 'down' });
    const metrics = await (await fetch(`${processes!.gateway.opsUrl}/metrics`)).text();
    expect(metrics).toMatch(/^dependency_up\{dependency="store"[^}]*\} 0$/m);
  });

  it('pages, API calls, logins and registrations answer as usual', async () => {
    for (let round = 0; round < loadRounds; round++) {
      const page = await fetch(`${processes!.gateway.url}/`, { headers: { accept: 'text/html', ...newVisitor() } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');

      const menu = await callPrivateGateway('/api/product/list?sportType=2');
      expect(menu.status).toBe(200);
      expect(await menu.json()).toMatchObject({ resultCode: 0 });

      const login = await callPrivateGateway('/api/auth/login', { form: demoUser });
      expect(await login.json()).toMatchObject({ resultCode: 0 });
      expect(login.headers.getSetCookie().join(';')).toMatch(/jwt=/);

      const email = `drill.${Date.now()}.${round}@example.com`;
      const registered = await callPrivateGateway('/api/auth/register', {
        form: { email, password: 'Str0ngPass', lang: 'en' },
      });
      expect(await registered.json()).toMatchObject({ resultCode: 0 });
      registeredEmails.push(email);
    }
  });

  it('still holds each visitor to the same budget, counted in the gateway process', async () => {
    const visitor = newVisitor();
    const answers: Response[] = [];
    for (let call = 0; call <= ratePerIp; call++) {
      answers.push(await callPrivateGateway('/api/product/list?sportType=2', { visitor }));
    }
    expect(answers[0]!.headers.get('ratelimit-limit')).toBe(String(ratePerIp));
    expect(answers.slice(0, ratePerIp).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[ratePerIp]!.status).toBe(429);
  });
});

describe('once Kafka and Redis are back', () => {
  beforeAll(() => {
    kafkaProxy.restore();
    redisProxy.restore();
  });

  it('every registration made during the outage is published to Kafka from the outbox', async () => {
    const client = new pg.Client({ connectionString: database.urls.account });
    await client.connect();
    // The relay marks a row published once Kafka has acknowledged it (all in-sync replicas).
    const rowsOfRegistrations = async () =>
      (
        await client.query<{ published_at: Date | null; attempts: number; last_error: string | null }>(
          `select o.published_at, o.attempts, o.last_error from account.outbox o
           join account.users u on o.event_key = u.user_id::text
           where u.email = any($1) and o.event_type like 'account.user-registered.%'`,
          [registeredEmails],
        )
      ).rows;
    try {
      expect(await rowsOfRegistrations()).toHaveLength(loadRounds);
      await eventually(
        async () => ((await rowsOfRegistrations()).every((row) => row.published_at) ? true : undefined),
        120_000,
        'the registrations on Kafka',
      ).catch(async (error: Error) => {
        throw new Error(`${error.message}: ${JSON.stringify(await rowsOfRegistrations())}`);
      });
    } finally {
      await client.end();
    }
  }, 150_000);

  it('the gateway counts budgets in Redis again and says both are up', async () => {
    const redis = new Redis(redisUrl);
    try {
      await eventually(
        async () => {
          const visitor = newVisitor();
          await callPrivateGateway('/api/product/list?sportType=2', { visitor });
          return (await redis.exists(`ratelimit:ip:${visitor['x-forwarded-for']}`)) === 1 ? true : undefined;
        },
        30_000,
        'a budget counted in Redis',
      );
    } finally {
      redis.disconnect();
    }
    await eventually(
      async () => {
        const { body } = await readiness(processes!.gateway);
        return body.dependencies.store === 'ok' && body.dependencies.bus === 'ok' ? true : undefined;
      },
      60_000,
      'Kafka and Redis up in the detail',
    );
  }, 120_000);
});
