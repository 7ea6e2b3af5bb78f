import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TSignedInStaff } from '@matchwire/contracts/account/staff';
import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { createLogger } from '@matchwire/kit/logger';
import { upstreamVariable } from '@matchwire/kit/workloads';
import { signUrl } from '@matchwire/signing';
import { buildGateway, type TGateway } from '../../src/app.ts';
import { loadGatewayConfig } from '../../src/config.ts';
import { gatewayUpstreams } from '../../src/upstreams.ts';

export const secrets = {
  signing: 'gateway-test-signing-secret',
  jwt: 'gateway-test-jwt-secret-value',
  webServerToken: 'gateway-test-web-server-token',
};
export const limits = { perIp: 6, perUser: 9, perWebhook: 4, perWidget: 5 };

/** What an upstream (a service or the web server) received. */
export type TReceived = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** An upstream's answer to one `/api/*` request: status and JSON body. */
export type TUpstreamAnswer = { status: number; body: unknown };
export const answerSuccess = (): TUpstreamAnswer => ({
  status: 200,
  body: { resultCode: 0, resultInfo: 'Success', data: {} },
});

/** The web server's answer to a page request. */
export type TPageAnswer = { status?: number; headers?: Record<string, string>; html: string };
const answerPlainPage = (): TPageAnswer => ({ html: '<!doctype html><title>page</title>' });

/**
 * One stand-in for every upstream: records each request, answers `/api/*` with a success envelope
 * (or what `answerApi` says) and anything else with a small page. It also echoes the web server
 * token header back, as a careless upstream might, so tests can check that no answer carries it
 * to the client.
 */
export async function startUpstream(): Promise<{
  url: string;
  received: TReceived[];
  /** Live sessions (jwt `sid` → user id), as the account service's session check answers them. */
  liveSessions: Map<string, string>;
  /** Live staff sessions (`staff_jwt` `sid` → the staff member), as the account's staff-session check answers them. */
  liveStaffSessions: Map<string, TSignedInStaff>;
  answerApi: (request: TReceived) => TUpstreamAnswer;
  /** How the web server answers a page request (default: a small page, no caching headers). */
  answerPage: (request: TReceived) => TPageAnswer;
  close(): Promise<void>;
}> {
  const upstream = {
    url: '',
    received: [] as TReceived[],
    liveSessions: new Map<string, string>(),
    liveStaffSessions: new Map<string, TSignedInStaff>(),
    answerApi: answerSuccess as (request: TReceived) => TUpstreamAnswer,
    answerPage: answerPlainPage as (request: TReceived) => TPageAnswer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: TReceived = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      response.setHeader('x-mw-web-server-token', 'echoed-by-a-careless-upstream');
      if (received.url.startsWith('/internal/staff-sessions/')) {
        const staff = upstream.liveStaffSessions.get(decodeURIComponent(received.url.split('/').at(-1)!));
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ resultCode: 0, resultInfo: 'Success', data: { isLive: !!staff, staff: staff ?? null } }),
        );
        return;
      }
      if (received.url.startsWith('/internal/sessions/')) {
        const sessionId = decodeURIComponent(received.url.slice('/internal/sessions/'.length));
        // A stand-in for an account service that cannot answer.
        if (sessionId.startsWith('unreachable')) {
          response.statusCode = 503;
          response.end();
          return;
        }
        const userId = upstream.liveSessions.get(sessionId);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            resultCode: 0,
            resultInfo: 'Success',
            data: { isLive: userId !== undefined, userId: userId ?? null },
          }),
        );
        return;
      }
      upstream.received.push(received);
      if (received.url.startsWith('/api/')) {
        const answer = upstream.answerApi(received);
        response.statusCode = answer.status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer.body));
      } else {
        const page = upstream.answerPage(received);
        response.statusCode = page.status ?? 200;
        response.setHeader('content-type', 'text/html');
        for (const [name, value] of Object.entries(page.headers ?? {})) response.setHeader(name, value);
        response.end(page.html);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return upstream;
}

/**
 * The gateway as server.ts builds it, in embedded mode (in-memory counters and bus, unless given a
 * `redisUrl`: a private Redis a test may flush), in front of `upstreamUrl`, or of the upstream
 * `upstreamUrls` gives a workload (`{ docs: … }`).
 */
export async function buildGatewayUnderTest(
  upstreamUrl: string,
  upstreamUrls: Record<string, string> = {},
  redisUrl = '',
  /** Another bus (a KafkaBus on a private topic prefix) and env values (PORT for `start()`). */
  overrides: { bus?: EventBus; env?: Record<string, string> } = {},
): Promise<TGateway> {
  const logger = createLogger('gateway', 'silent');
  const config = loadGatewayConfig({
    LOG_LEVEL: 'silent',
    BUS: 'memory',
    SIGNING_SECRET: secrets.signing,
    JWT_SECRET: secrets.jwt,
    WEB_SERVER_TOKEN: secrets.webServerToken,
    INTERNAL_SECRET_GATEWAY: 'gateway-test-internal-secret',
    GATEWAY_IDENTITY_PRIVATE_KEY: gatewayIdentityKeys.privateKey,
    REDIS_URL: redisUrl,
    // Every workload the gateway calls (deploy/workloads.json).
    ...Object.fromEntries(
      gatewayUpstreams.map(({ name }) => [upstreamVariable(name), upstreamUrls[name] ?? upstreamUrl]),
    ),
    RATE_LIMIT_IP_PER_MINUTE: String(limits.perIp),
    RATE_LIMIT_USER_PER_MINUTE: String(limits.perUser),
    RATE_LIMIT_WEBHOOK_PER_MINUTE: String(limits.perWebhook),
    RATE_LIMIT_WIDGET_PER_MINUTE: String(limits.perWidget),
    ...overrides.env,
  });
  const gateway = await buildGateway({ config, logger, bus: overrides.bus ?? new MemoryBus(logger) });
  await gateway.app.ready();
  return gateway;
}

/** A client address of its own (forwarded by a trusted loopback proxy), so each test has a fresh budget. */
export function newVisitor(): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': `198.51.100.${(nextVisitor++ % 250) + 1}` };
}
let nextVisitor = 0;

export async function signed(path: string): Promise<string> {
  return signUrl(path, secrets.signing);
}

/**
 * For a test file: one stand-in upstream and the gateway in front of it, started before the
 * tests and stopped after them. Before each test the upstream forgets what it received and
 * answers `/api/*` with a success envelope again.
 */
export function useGatewayUnderTest(): {
  readonly upstream: Awaited<ReturnType<typeof startUpstream>>;
  readonly gateway: TGateway;
} {
  let upstream: Awaited<ReturnType<typeof startUpstream>> | undefined;
  let gateway: TGateway | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the gateway under test is used before it started');
    return value;
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    gateway = await buildGatewayUnderTest(upstream.url);
  });

  afterAll(async () => {
    await gateway?.stop();
    await upstream?.close();
  });

  beforeEach(() => {
    if (!upstream) return;
    upstream.received.length = 0;
    upstream.answerApi = answerSuccess;
    upstream.answerPage = answerPlainPage;
  });

  return {
    get upstream() {
      return started(upstream);
    },
    get gateway() {
      return started(gateway);
    },
  };
}
