import type { EventBus, TBusMessage } from './event-bus.ts';

/**
 * A bus whose consumers read a private `topic` but see its messages as `eventType`'s, so that a
 * drill or a test runs a real consumer without sharing the event type's own topic with whatever
 * else runs on the same Kafka. Publishing goes through `publish` (by default the bus's own).
 */
export function readingTopicAs(
  bus: EventBus,
  topic: string,
  eventType: string,
  publish: EventBus['publish'] = (messages) => bus.publish(messages),
): EventBus {
  const asEventType = (message: TBusMessage) => ({ ...message, topic: eventType });
  return {
    kind: bus.kind,
    publish,
    subscribe: ({ handleBatch, handle, ...subscription }) =>
      bus.subscribe(
        handleBatch
          ? {
              ...subscription,
              topics: [topic],
              handleBatch: (batch) => handleBatch({ ...batch, messages: batch.messages.map(asEventType) }),
            }
          : { ...subscription, topics: [topic], handle: (message) => handle!(asEventType(message)) },
      ),
    ping: () => bus.ping(),
    stopConsumers: () => bus.stopConsumers(),
    close: () => bus.close(),
  };
}
