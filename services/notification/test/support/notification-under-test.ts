import { buildServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { encodeEnvelope, createEvent, type TEnvelope, type TEventPayloadInit } from '@matchwire/proto';
import { buildNotificationService, type TNotificationService } from '../../src/app.ts';
import { loadNotificationConfig } from '../../src/config.ts';
import type { TMailSenderOptions } from '../../src/delivery/mail-sender.ts';
import type { TAccountMailEventType } from '../../src/events/account-mail-events.ts';

export const publicWebUrl = 'https://www.matchwire.test';
/** The notification service's own credential for the account service's mail links. */
export const notificationSecret = 'notification-test-own-secret';

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
  return buildServiceUnderTest({
    name: 'notification',
    databaseUrl,
    loadConfig: loadNotificationConfig,
    build: (deps) => buildNotificationService({ ...deps, mailSenderOptions }),
    env: { PUBLIC_WEB_URL: publicWebUrl, INTERNAL_SECRET_NOTIFICATION: notificationSecret, ...env },
  });
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

/**
 * Stands in for the account service's `POST /internal/mail-links/:linkId` (docs/decisions/0011):
 * answers the link set in `links` to the notification service's credential only, 404 for
 * an unknown link, 503 while `state.isDown`. `calls` counts the requests per link id.
 */
export async function startMailLinkServer(links = new Map<string, string>()) {
  const calls = new Map<string, number>();
  const state = { isDown: false };
  const server = createHttpServer((request, response) => {
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const linkId = /^\/internal\/mail-links\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !linkId) return reply(404, { resultCode: 10005, resultInfo: 'Interface 404' });
    const isNotification =
      request.headers['x-mw-internal-caller'] === 'notification' &&
      request.headers['x-mw-internal-secret'] === notificationSecret;
    if (!isNotification) return reply(403, { resultCode: 11016, resultInfo: 'No permission' });
    if (state.isDown) return reply(503, { resultCode: 10007, resultInfo: 'Service temporarily unavailable' });
    calls.set(linkId, (calls.get(linkId) ?? 0) + 1);
    const url = links.get(linkId);
    if (!url) return reply(404, { resultCode: 10004, resultInfo: 'Link no longer valid' });
    reply(200, { resultCode: 0, resultInfo: 'Success', data: { url, expiresAt: new Date().toISOString() } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    links,
    calls,
    /** While true, answers 503 as an account service that is down would. */
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
