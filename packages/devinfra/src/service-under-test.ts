import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { EventBus, TBusMessage } from '@matchwire/kit/bus/event-bus';
import { KafkaBus } from '@matchwire/kit/bus/kafka-bus';
import { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { createLogger, type Logger } from '@matchwire/kit/logger';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from './test-database.ts';

/** A loopback port nobody listens on right now, for a service started inside a test. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The Kafka of `npm test`, for a service or client a test runs on the real broker. */
export const testKafkaBrokers = (process.env.TEST_KAFKA_BROKERS ?? '127.0.0.1:19092').split(',');

type TServiceUnderTestOptions<TConfig> = {
  name: string;
  databaseUrl: string;
  loadConfig: (env: Record<string, string | undefined>) => TConfig;
  env: Record<string, string | undefined>;
};

/**
 * The config and logger of a service under test: its config read from `env` over what every service
 * under test shares (a free public port, health, readiness and metrics on a free port of their own
 * since several services may run at once, a silent log) and the kind of bus it is given.
 */
async function configUnderTest<TConfig>(options: TServiceUnderTestOptions<TConfig>, bus: 'memory' | 'kafka') {
  const logger = createLogger(options.name, 'silent');
  const config = options.loadConfig({
    DATABASE_URL: options.databaseUrl,
    // PORT must be 1-65535 (0 is refused by the config), so ask the OS for a free one.
    PORT: String(await findFreePort()),
    OPS_PORT: '0',
    BUS: bus,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  return { config, logger };
}

/** A service as its server.ts builds it, on a test database and an in-memory bus (configUnderTest). */
export async function buildServiceUnderTest<TConfig, TService>(
  options: TServiceUnderTestOptions<TConfig> & {
    build: (deps: { config: TConfig; logger: Logger; bus: MemoryBus }) => TService;
  },
): Promise<{ service: TService; bus: MemoryBus }> {
  const { config, logger } = await configUnderTest(options, 'memory');
  const bus = new MemoryBus(logger);
  return { service: options.build({ config, logger, bus }), bus };
}

/**
 * The same on the real Kafka of `npm test`: its events go through the broker to its consumers,
 * under a client id of its own (`<name>-test-<random>`).
 */
export async function buildServiceOnKafka<TConfig, TService>(
  options: TServiceUnderTestOptions<TConfig> & {
    build: (deps: { config: TConfig; logger: Logger; bus: EventBus }) => TService;
  },
): Promise<{ service: TService; bus: EventBus }> {
  const { config, logger } = await configUnderTest(options, 'kafka');
  const clientId = `${options.name}-test-${randomUUID().slice(0, 8)}`;
  const bus = new KafkaBus({ clientId, brokers: testKafkaBrokers, logger });
  return { service: options.build({ config, logger, bus }), bus };
}

type TStartable = { start(): Promise<unknown>; stop(): Promise<unknown> };
type TTestBus = Pick<EventBus, 'subscribe' | 'close'>;

export type TServiceUnderTest<TService extends TStartable, TBus extends TTestBus> = {
  service: TService;
  bus: TBus;
  /** The service's own database URL (its role, its schema). */
  databaseUrl: string;
  /** The URL of each schema the file asked for, by schema name (the service's own included). */
  databaseUrls: Record<string, string>;
  /** What the service published on `capturedTopics`, in order (subscribed before it started). */
  published: TBusMessage[];
};

/**
 * One service per test file on a fresh database of its own schema, started before the file's
 * tests and stopped and dropped after them. The fields are filled in once `beforeAll` has run.
 */
export function useServiceUnderTest<TService extends TStartable, TBus extends TTestBus>(
  schema: string,
  build: (databaseUrl: string) => Promise<{ service: TService; bus: TBus }>,
  options: { otherSchemas?: string[]; capturedTopics?: string[] } = {},
): TServiceUnderTest<TService, TBus> {
  const under = { published: [] as TBusMessage[] } as TServiceUnderTest<TService, TBus>;
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase([schema, ...(options.otherSchemas ?? [])]);
    under.databaseUrls = testDatabase.urls;
    under.databaseUrl = testDatabase.urls[schema]!;
    Object.assign(under, await build(under.databaseUrl));
    if (options.capturedTopics) {
      await under.bus.subscribe({
        groupId: `${schema}-test`,
        topics: options.capturedTopics,
        handle: async (message) => void under.published.push(message),
      });
    }
    await under.service.start();
  });
  afterAll(async () => {
    await under.service?.stop();
    await under.bus?.close();
    await testDatabase?.drop();
  });
  return under;
}
