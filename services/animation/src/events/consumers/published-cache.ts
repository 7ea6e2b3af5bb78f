import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { startReplicaConsumer } from '@matchwire/kit/bus/replica-consumer';
import type { TAnimationDeps } from '../../animation-deps.ts';

/**
 * Drops the published-config cache of the keys an event names, so widgets see a publish, a
 * disable or a replaced key within a second instead of after 60 s. Each replica subscribes in a
 * group of its own: with the cache in memory (`npm start`) every process must drop its own copy.
 */
export async function startPublishedCacheConsumer(deps: TAnimationDeps, bus: EventBus): Promise<void> {
  await startReplicaConsumer({
    bus,
    name: 'animation-published-cache',
    workload: 'animation',
    logger: deps.logger,
    handlers: {
      'animation.config-published.v1': async (_event, { accessKey }) => deps.publishedCache.delete([accessKey]),
      'animation.access-key-rotated.v1': async (_event, { previousAccessKey, accessKey }) =>
        deps.publishedCache.delete([previousAccessKey, accessKey]),
    },
  });
}
