import rateLimit from '@fastify/rate-limit';
import { errorBody } from '@matchwire/kit/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Limits `/api/*` per signed-in user, or per client IP for visitors, over one minute.
 * Counters live in Redis (shared by every gateway replica) or in memory in embedded mode.
 * Answers carry the standard `RateLimit-*` headers and, when refused, `Retry-After`.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redis: Redis | undefined; perIp: number; perUser: number },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    redis: options.redis,
    nameSpace: 'ratelimit:',
    skipOnError: true,
    enableDraftSpec: true,
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: (request) => (request.userId ? `user:${request.userId}` : `ip:${request.ip}`),
    max: (_request, key) => (key.startsWith('user:') ? options.perUser : options.perIp),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...errorBody('tooManyRequests', `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s`),
    }),
  });
}
