import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asserted, gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { buildServiceOnKafka, buildServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import type { TServiceParts } from '@matchwire/kit/serve-service';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { buildAnimationService, type TAnimationService } from '../../src/app.ts';
import { loadAnimationConfig, type TAnimationConfig } from '../../src/config.ts';

/** A Redis database of the animation tests' own: the running stack's service caches in database 0. */
export const testRedisUrl = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:16379'}/9`;
/** The upload token of the tests (UPLOAD_TOKEN's development default). */
export const uploadToken = 'matchwire-dev-upload-token';
export const backofficeSecret = 'animation-test-backoffice-secret-0123';
/** The headers of the back office's calls (`/internal/animation/status`). */
export const asBackoffice = internalCallerHeaders('backoffice', backofficeSecret);
/** The service's own secret, with which it calls billing and the data API. */
export const animationOwnSecret = 'animation-test-own-secret-0123';

/** A fresh customer id per call, so that test files sharing Redis never share a customer. */
export const newUserId = () => randomUUID();

/** A client of the tests' Redis database, for a file that looks at the cached entries itself; closed after the file. */
export function useTestRedis(): Redis {
  const redis = new Redis(testRedisUrl);
  afterAll(() => redis.quit());
  return redis;
}

/** The gateway's signed assertion for a signed-in customer. */
export function asCustomer(userId: string): Record<string, string> {
  return asserted('animation', { userId, email: `${userId.slice(0, 8)}@example.com` });
}

/** What the animation tests' service is configured with, in memory or on Kafka. */
const animationEnv = {
  GATEWAY_IDENTITY_PUBLIC_KEY: gatewayIdentityKeys.publicKey,
  INTERNAL_SECRET_ANIMATION: animationOwnSecret,
  INTERNAL_SECRET_BACKOFFICE: backofficeSecret,
  BILLING_URL: 'http://127.0.0.1:9',
  DATA_API_URL: 'http://127.0.0.1:9',
  REDIS_URL: testRedisUrl,
  OBJECT_STORE: 'folder',
  OBJECT_STORE_FOLDER: path.join(tmpdir(), 'matchwire-animation-test-store'),
};

/** The animation service as server.ts builds it, on a test database and Redis, `env` over the tests' own. */
const animationUnderTest = (databaseUrl: string, env: Record<string, string> = {}) => ({
  name: 'animation',
  databaseUrl,
  loadConfig: loadAnimationConfig,
  build: (parts: TServiceParts<TAnimationConfig>) => buildAnimationService(parts),
  env: { ...animationEnv, ...env },
});

/** The animation service on a test database, Redis and an in-memory bus; `env` over the tests' own. */
export async function buildAnimationUnderTest(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ service: TAnimationService; bus: MemoryBus }> {
  return buildServiceUnderTest(animationUnderTest(databaseUrl, env));
}

/**
 * The same on the real Kafka of `npm test`: its events go through the broker to its own consumer.
 * `env` points it elsewhere (billing's and the data API's stand-ins).
 */
export async function buildAnimationOnKafka(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ service: TAnimationService; bus: EventBus }> {
  return buildServiceOnKafka(animationUnderTest(databaseUrl, env));
}
