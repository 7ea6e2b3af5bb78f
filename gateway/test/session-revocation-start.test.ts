/**
 * The gateway's consumer of `account.session-revoked.v1` at start (docs/decisions/0009): a gateway
 * that just started remembers no session, so it asks the account service about each one, and a
 * session revoked while it was down is refused; its consumer therefore reads only revocations
 * published after it joined, never the topic's history. Real Kafka of `npm test` on a topic and
 * consumer-group prefix of this file's own; the account service is the stand-in upstream.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eventually } from '@matchwire/devinfra/eventually';
import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { testKafkaBrokers } from '@matchwire/devinfra/service-under-test';
import { KafkaBus } from '@matchwire/kit/bus/kafka-bus';
import { buildEvent } from '@matchwire/kit/bus/publish';
import { createAssertionVerifier } from '@matchwire/kit/identity-assertion';
import { createLogger } from '@matchwire/kit/logger';
import { encodeEnvelope, SessionRevokedReason } from '@matchwire/proto';
import { createSigner } from 'fast-jwt';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, describe, expect, it } from 'vitest';
import { consumeSessionRevoked } from '../src/events/session-revoked.ts';
import { LiveSessions } from '../src/stores/live-sessions.ts';
import { buildGatewayUnderTest, newVisitor, secrets, signed, startUpstream } from './support/gateway-under-test.ts';

const run = randomUUID().slice(0, 8);
const prefix = `gateway-revocation-${run}.`;
const topic = 'account.session-revoked.v1';
const logger = createLogger('gateway', 'silent');
const buses: KafkaBus[] = [];
const verifyAssertion = createAssertionVerifier(gatewayIdentityKeys.publicKey, 'account');
const signJwt = createSigner({ key: secrets.jwt, algorithm: 'HS256', expiresIn: 60_000 });

/** A bus on this file's own topics and consumer groups. */
function privateBus(): KafkaBus {
  const bus = new KafkaBus({
    clientId: `gateway-revocation-${run}`,
    brokers: testKafkaBrokers,
    logger,
    topicPrefix: prefix,
    groupPrefix: prefix,
  });
  buses.push(bus);
  return bus;
}
const producer = privateBus();

async function publishRevoked(userId: string, sessionIds: string[]): Promise<void> {
  const event = buildEvent('account', topic, { userId, sessionIds, reason: SessionRevokedReason.LOGOUT }, userId);
  await producer.publish([{ topic, key: event.key, value: encodeEnvelope(event) }]);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterAll(async () => {
  for (const bus of buses) await bus.close().catch(() => undefined);
  const admin = new Kafka({
    clientId: `gateway-revocation-${run}`,
    brokers: testKafkaBrokers,
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  const groups = (await admin.listGroups()).groups.map((group) => group.groupId).filter((id) => id.startsWith(prefix));
  await admin.deleteGroups(groups).catch(() => undefined);
  await admin.deleteTopics({ topics: [`${prefix}${topic}`] }).catch(() => undefined);
  await admin.disconnect();
});

describe('the gateway’s session revocations at start', () => {
  it(
    'refuses a session revoked while the gateway was down, once it starts again (11008 at the service)',
    { timeout: 90_000 },
    async () => {
      const upstream = await startUpstream();
      const userId = `u-${randomUUID()}`;
      const sid = randomUUID();
      upstream.liveSessions.set(sid, userId);
      const cookie = `jwt=${signJwt({ sub: userId, email: 'u@example.com', sid })}`;
      const startGateway = async () => {
        const gateway = await buildGatewayUnderTest(upstream.url, {}, '', {
          bus: privateBus(),
          env: { PORT: String(await freePort()), OPS_PORT: '0', HOST: '127.0.0.1' },
        });
        await gateway.start();
        return gateway;
      };
      /** What the account service is told of the caller of `GET /api/setting/getUserInfo`. */
      const getUserInfo = async (gateway: Awaited<ReturnType<typeof startGateway>>) => {
        await gateway.app.inject({
          method: 'GET',
          url: await signed('/api/setting/getUserInfo'),
          headers: { 'x-requested-with': 'XMLHttpRequest', ...newVisitor(), cookie },
        });
        const token = String(upstream.received.at(-1)!.headers['x-mw-identity']);
        const { identity, sessionState } = verifyAssertion(token);
        return { userId: identity?.userId, sessionState };
      };

      const before = await startGateway();
      expect(await getUserInfo(before)).toEqual({ userId, sessionState: undefined });
      await before.stop();

      // Revoked while no gateway runs: the account service knows it, and the event waits in Kafka.
      upstream.liveSessions.delete(sid);
      await publishRevoked(userId, [sid]);

      const after = await startGateway();
      try {
        expect(await getUserInfo(after)).toEqual({ userId: undefined, sessionState: 'revoked' });
      } finally {
        await after.stop();
        await upstream.close();
      }
    },
  );

  it('reads only the revocations published after it joined, not the topic’s history', { timeout: 90_000 }, async () => {
    const userId = `u-${randomUUID()}`;
    // Every session is live for the account service, and a remembered answer outlives the test.
    const sessions = new LiveSessions(async () => ({ isLive: true, userId }), { ttlMs: 600_000, maxEntries: 10 });
    expect(await sessions.check('old', userId)).toBe('live');
    expect(await sessions.check('new', userId)).toBe('live');
    // Same key as the later events: one partition, so history would be read before them.
    await publishRevoked(userId, ['old']);

    await consumeSessionRevoked({ bus: privateBus(), sessions, logger });
    // The consumer's place is fixed once it has joined; until then a revocation may pass it by.
    let publishedAt = 0;
    await eventually(
      async () => {
        if (sessions.size === 2 && Date.now() - publishedAt > 500) {
          publishedAt = Date.now();
          await publishRevoked(userId, ['new']);
        }
        return sessions.size;
      },
      (size) => size < 2,
      'a revocation published after the start applied',
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await sessions.check('old', userId)).toBe('cached');
    expect(await sessions.check('new', userId)).toBe('live');
  });
});
