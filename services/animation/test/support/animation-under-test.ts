import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asserted, gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { buildServiceUnderTest, findFreePort } from '@matchwire/devinfra/service-under-test';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { KafkaBus } from '@matchwire/kit/bus/kafka-bus';
import type { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { createLogger } from '@matchwire/kit/logger';
import { buildAnimationService, type TAnimationService } from '../../src/app.ts';
import { loadAnimationConfig } from '../../src/config.ts';

/** A Redis database of the animation tests' own: the running stack's service caches in database 0. */
export const testRedisUrl = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:16379'}/9`;
export const testKafkaBrokers = (process.env.TEST_KAFKA_BROKERS ?? '127.0.0.1:19092').split(',');
/** The upload token of the tests (UPLOAD_TOKEN's development default). */
export const uploadToken = 'matchwire-dev-upload-token';
export const backofficeSecret = 'animation-test-backoffice-secret-0123';
/** The service's own secret, with which it calls billing and the data API. */
export const animationOwnSecret = 'animation-test-own-secret-0123';

/** A fresh customer id per call, so that test files sharing Redis never share a customer. */
export const newUserId = () => randomUUID();

/** The gateway's signed assertion for a signed-in customer. */
export function asCustomer(userId: string): Record<string, string> {
  return asserted('animation', { userId, email: `${userId.slice(0, 8)}@example.com` });
}

function animationEnv(databaseUrl: string, port: number): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    OPS_PORT: '0',
    LOG_LEVEL: 'silent',
    GATEWAY_IDENTITY_PUBLIC_KEY: gatewayIdentityKeys.publicKey,
    INTERNAL_SECRET_ANIMATION: animationOwnSecret,
    INTERNAL_SECRET_BACKOFFICE: backofficeSecret,
    BILLING_URL: 'http://127.0.0.1:9',
    DATA_API_URL: 'http://127.0.0.1:9',
    REDIS_URL: testRedisUrl,
    OBJECT_STORE: 'folder',
    OBJECT_STORE_FOLDER: path.join(tmpdir(), 'matchwire-animation-test-store'),
  };
}

/** The animation service as server.ts builds it, on a test database, Redis and an in-memory bus. */
export async function buildAnimationUnderTest(
  databaseUrl: string,
): Promise<{ service: TAnimationService; bus: MemoryBus }> {
  return buildServiceUnderTest({
    name: 'animation',
    databaseUrl,
    loadConfig: loadAnimationConfig,
    build: (parts) => buildAnimationService(parts),
    env: animationEnv(databaseUrl, await findFreePort()),
  });
}

/**
 * The same on the real Kafka of `npm test`: its events go through the broker to its own consumer.
 * `env` points it elsewhere (billing's and the data API's stand-ins).
 */
export async function buildAnimationOnKafka(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ service: TAnimationService; bus: EventBus }> {
  const logger = createLogger('animation', 'silent');
  const config = loadAnimationConfig({ ...animationEnv(databaseUrl, await findFreePort()), BUS: 'kafka', ...env });
  const bus = new KafkaBus({
    clientId: `animation-test-${randomUUID().slice(0, 8)}`,
    brokers: testKafkaBrokers,
    logger,
  });
  return { service: buildAnimationService({ config, logger, bus }), bus };
}
