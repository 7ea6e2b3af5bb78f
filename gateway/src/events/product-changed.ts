import { KeyValueInbox } from '@matchwire/kit/bus/key-value-inbox';
import { startConsumer } from '@matchwire/kit/bus/consumer';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { Logger } from '@matchwire/kit/logger';
import type { Counter } from 'prom-client';
import { MENU_CACHE_PREFIX } from '../routes/product-menu.ts';
import type { GatewayStore } from '../stores/gateway-store.ts';

/** A product changed in the catalogue: the cached menus are stale, drop them (once per event). */
export async function consumeProductChanged(options: {
  bus: EventBus;
  store: GatewayStore;
  logger: Logger;
  invalidations: Counter;
  consumed: Counter<'type' | 'outcome'>;
}): Promise<void> {
  await startConsumer({
    bus: options.bus,
    consumer: 'gateway-menu-cache',
    inbox: new KeyValueInbox(options.store),
    logger: options.logger,
    onProcessed: (event, outcome) => options.consumed.inc({ type: event.type, outcome }),
    handlers: {
      'catalogue.product-changed.v1': async () => {
        const removed = await options.store.clearCached(MENU_CACHE_PREFIX);
        options.invalidations.inc();
        options.logger.info({ removed }, 'product menu cache dropped');
      },
    },
  });
}
