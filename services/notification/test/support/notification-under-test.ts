import { createServer } from 'node:net';
import { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { encodeEnvelope, createEvent, type TEnvelope, type TEventPayloadInit } from '@matchwire/proto';
import { createLogger } from '@matchwire/kit/logger';
import { buildNotificationService, type TNotificationService } from '../../src/app.ts';
import { loadNotificationConfig } from '../../src/config.ts';
import type { TMailSenderOptions } from '../../src/delivery/mail-sender.ts';
import type { TAccountMailEventType } from '../../src/schemas/account-events.ts';

export const publicWebUrl = 'https://www.matchwire.test';

/** Retries fast enough for a test to watch several attempts. */
export const fastRetries: Partial<TMailSenderOptions> = {
  pollIntervalMs: 50,
  retryBaseMs: 100,
  maxRetryDelayMs: 400,
  maxAttempts: 50,
};

/** The notification service as server.ts builds it, on a test database and its own in-memory bus. */
export async function buildNotificationUnderTest(
  databaseUrl: string,
  env: Record<string, string>,
  mailSenderOptions: Partial<TMailSenderOptions> = fastRetries,
): Promise<{ service: TNotificationService; bus: MemoryBus }> {
  const logger = createLogger('notification', 'silent');
  const config = loadNotificationConfig({
    DATABASE_URL: databaseUrl,
    PORT: String(await findFreePort()),
    // Health, readiness and metrics on a free port of their own (several services may run at once).
    OPS_PORT: '0',
    BUS: 'memory',
    LOG_LEVEL: 'silent',
    PUBLIC_WEB_URL: publicWebUrl,
    ...env,
  });
  const bus = new MemoryBus(logger);
  return { service: buildNotificationService({ config, logger, bus, mailSenderOptions }), bus };
}

/** An account event as the account service's outbox would publish it. */
export function accountEvent<T extends TAccountMailEventType>(
  type: T,
  payload: TEventPayloadInit<T>,
  meta: { time?: Date } = {},
): TEnvelope<T> {
  const userId = (payload as { userId?: string }).userId ?? 'unknown';
  return createEvent(type, payload, { source: 'account', key: userId, ...meta });
}

export async function publish(bus: MemoryBus, ...events: TEnvelope[]): Promise<void> {
  await bus.publish(events.map((event) => ({ topic: event.type, key: event.key, value: encodeEnvelope(event) })));
}

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
