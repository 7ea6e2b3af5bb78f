import { eventDefinition } from '@matchwire/contracts/events';
import { KeyValueInbox } from '@matchwire/kit/bus/key-value-inbox';
import { startConsumer, type TEventHandlers } from '@matchwire/kit/bus/consumer';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { Logger } from '@matchwire/kit/logger';
import type { TEventType } from '@matchwire/proto';
import type { Counter } from 'prom-client';
import { routeKeyPrefix } from '../routes/public-cache-key.ts';
import type { TCachedRoute } from '../routes/public-cache.ts';
import type { GatewayStore } from '../stores/gateway-store.ts';

/**
 * Content changed: drop every cached answer of the routes whose definitions name the event
 * (`cache.droppedBy` in packages/contracts), once per event, whatever the event says changed.
 * Data their services change without an event (system config, FAQ read counts) goes with it, or
 * else after the TTL (docs/architecture.md#public-data-cache-gateway). Drops are counted by the
 * service that sent the event.
 */
export async function consumePublicDataChanged(options: {
  bus: EventBus;
  store: GatewayStore;
  routes: TCachedRoute[];
  /**
   * Key prefixes dropped by every such event too (rendered pages, which show all of that data),
   * and dropped again `lateRenderMs` later: a page whose render began before the change read the
   * old data and may be kept just after the first drop (default LATE_RENDER_MS).
   */
  alsoDropped?: readonly string[];
  lateRenderMs?: number;
  logger: Logger;
  invalidations: Counter<'source'>;
  consumed: Counter<'type' | 'outcome'>;
}): Promise<void> {
  const drop = (type: TEventType, routes: TCachedRoute[]) => async () => {
    let removed = 0;
    // One scan per route: events are rare (staff edits), entries are many.
    for (const route of routes) removed += await options.store.clearCached(routeKeyPrefix(route));
    for (const prefix of options.alsoDropped ?? []) removed += await options.store.clearCached(prefix);
    dropLateRenders(options.store, options.alsoDropped ?? [], options.lateRenderMs ?? LATE_RENDER_MS);
    options.invalidations.inc({ source: eventDefinition(type).producer });
    options.logger.info({ event: type, routes: routes.length, removed }, 'public data cache dropped');
  };
  const handlers = cacheDropHandlers(options.routes, drop);
  if (Object.keys(handlers).length === 0) return;
  await startConsumer({
    bus: options.bus,
    consumer: 'gateway-public-cache',
    workload: 'gateway',
    inbox: new KeyValueInbox(options.store),
    logger: options.logger,
    onProcessed: (event, outcome) => options.consumed.inc({ type: event.type, outcome }),
    handlers,
  });
}

/**
 * Longer than a page render can take (the web server's stream timeout is 5 s, then the page is
 * compressed): renders that began before a change and are kept after its drop go with the second.
 */
export const LATE_RENDER_MS = 8_000;

function dropLateRenders(store: GatewayStore, prefixes: readonly string[], delayMs: number): void {
  if (prefixes.length === 0) return;
  setTimeout(() => {
    for (const prefix of prefixes) void store.clearCached(prefix).catch(() => undefined);
  }, delayMs).unref();
}

/** One handler per event type that some cached route names, given the routes it drops. */
function cacheDropHandlers(
  routes: TCachedRoute[],
  drop: (type: TEventType, routes: TCachedRoute[]) => () => Promise<void>,
): TEventHandlers {
  const types = new Set(routes.flatMap((route) => route.droppedBy));
  return Object.fromEntries(
    [...types].map((type) => [
      type,
      drop(
        type,
        routes.filter((route) => route.droppedBy.includes(type)),
      ),
    ]),
  );
}
