import { KeyValueInbox } from '@matchwire/kit/bus/key-value-inbox';
import { startConsumer } from '@matchwire/kit/bus/consumer';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { Logger } from '@matchwire/kit/logger';
import type { Counter } from 'prom-client';
import type { TCacheSource } from '../routes/public-cache.ts';
import type { GatewayStore } from '../stores/gateway-store.ts';

/**
 * Catalogue or docs content changed: drop every cached public answer of that service (once per
 * event), whatever the event names. Data their services change without an event (system config,
 * FAQ read counts) goes with it, or else after the TTL (docs/architecture.md#public-data-cache-gateway).
 */
export async function consumePublicDataChanged(options: {
  bus: EventBus;
  store: GatewayStore;
  logger: Logger;
  invalidations: Counter<'source'>;
  consumed: Counter<'type' | 'outcome'>;
}): Promise<void> {
  const drop = (source: TCacheSource) => async () => {
    const removed = await options.store.clearCached(`${source}:`);
    options.invalidations.inc({ source });
    options.logger.info({ source, removed }, 'public data cache dropped');
  };
  await startConsumer({
    bus: options.bus,
    consumer: 'gateway-public-cache',
    inbox: new KeyValueInbox(options.store),
    logger: options.logger,
    onProcessed: (event, outcome) => options.consumed.inc({ type: event.type, outcome }),
    handlers: {
      'catalogue.product-changed.v1': drop('catalogue'),
      'catalogue.site-content-changed.v1': drop('catalogue'),
      'docs.content-changed.v1': drop('docs'),
    },
  });
}
