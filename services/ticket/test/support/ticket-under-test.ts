import { randomUUID } from 'node:crypto';
import { asserted, gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { buildServiceOnKafka, buildServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import type { TServiceParts } from '@matchwire/kit/serve-service';
import { buildTicketService, type TTicketService } from '../../src/app.ts';
import type { SupportCustomers } from '../../src/callers/support-customers.ts';
import { loadTicketConfig, type TTicketConfig } from '../../src/config.ts';

/** A Redis database of the ticket tests' own: the running stack's ticket service keeps its counters in database 0. */
export const testRedisUrl = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:16379'}/8`;

/** Customers the account service would say are in cooperation (technical-support customers). */
export const cooperatingUsers = new Set<string>();
const supportCustomers: SupportCustomers = { isInCooperation: async (userId) => cooperatingUsers.has(userId) };

/** A fresh customer id per call, so that test files sharing Redis never share a customer. */
export const newUserId = () => randomUUID();

/** The gateway's signed assertion for a signed-in customer. */
export function asCustomer(userId: string, email = `${userId.slice(0, 8)}@example.com`): Record<string, string> {
  return asserted('ticket', { userId, email });
}

/** What the ticket tests' service is configured with, in memory or on Kafka. */
const ticketEnv = {
  GATEWAY_IDENTITY_PUBLIC_KEY: gatewayIdentityKeys.publicKey,
  INTERNAL_SECRET_TICKET: 'ticket-test-own-secret-0123',
  ACCOUNT_URL: 'http://127.0.0.1:9',
  REDIS_URL: testRedisUrl,
  TICKET_ATTACHMENTS_MAX: '3',
};

/** The ticket service as server.ts builds it (`build`), on a test database and Redis. */
const ticketUnderTest = <TService>(databaseUrl: string, build: (parts: TServiceParts<TTicketConfig>) => TService) => ({
  name: 'ticket',
  databaseUrl,
  loadConfig: loadTicketConfig,
  build,
  env: ticketEnv,
});

/** The ticket service on a test database, Redis (`redisUrl`: a private one a test may flush) and an in-memory bus. */
export async function buildTicketUnderTest(
  databaseUrl: string,
  redisUrl = testRedisUrl,
): Promise<{ service: TTicketService; bus: MemoryBus }> {
  const underTest = ticketUnderTest(databaseUrl, (parts) => buildTicketService({ ...parts, supportCustomers }));
  return buildServiceUnderTest({ ...underTest, env: { ...underTest.env, REDIS_URL: redisUrl } });
}

/**
 * The same on the real Kafka of `npm test`, its unread counters consumed under a group of its own
 * (the running stack's ticket service consumes the same topics under the default group).
 */
export async function buildTicketOnKafka(
  databaseUrl: string,
): Promise<{ service: TTicketService; bus: EventBus; consumer: string }> {
  const consumer = `ticket-unread-counters-test-${randomUUID().slice(0, 8)}`;
  const built = await buildServiceOnKafka(
    ticketUnderTest(databaseUrl, (parts) =>
      buildTicketService({ ...parts, supportCustomers, unreadConsumer: consumer }),
    ),
  );
  return { ...built, consumer };
}
