/**
 * Two stacks on one Kafka (`npm run stack` beside `npm test`) kept apart by KafkaBus's topic and
 * group prefixes (KAFKA_TOPIC_PREFIX, KAFKA_GROUP_PREFIX), on the real Kafka of `npm test`: each
 * bus publishes and consumes the same event type in the same consumer group, and each sees only its
 * own events, under the event type's name, while Kafka holds them under prefixed names.
 */
import { randomUUID } from 'node:crypto';
import { createEvent, decodeEnvelope, encodeEnvelope } from '@matchwire/proto';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, describe, expect, it } from 'vitest';
import type { TBusMessage } from '../src/bus/event-bus.ts';
import { KafkaBus } from '../src/bus/kafka-bus.ts';
import { silentLogger, testBrokers, waitFor } from './support/event-database.ts';

const eventType = 'catalogue.product-changed.v1';
const groupId = 'kit-prefix-test';
const run = randomUUID().slice(0, 8);
const stacks = ['one', 'two'].map((name) => ({
  topicPrefix: `kit-${name}-${run}.`,
  groupPrefix: `kit-${name}-${run}-group.`,
  received: [] as TBusMessage[],
}));
const buses = stacks.map(
  ({ topicPrefix, groupPrefix }) =>
    new KafkaBus({
      clientId: `kit-prefix-${run}`,
      brokers: testBrokers,
      logger: silentLogger,
      topicPrefix,
      groupPrefix,
    }),
);
const admin = new Kafka({
  clientId: `kit-prefix-admin-${run}`,
  brokers: testBrokers,
  logLevel: logLevel.NOTHING,
}).admin();

afterAll(async () => {
  for (const bus of buses) await bus.close();
  await admin.connect();
  await admin.deleteGroups(stacks.map((stack) => `${stack.groupPrefix}${groupId}`)).catch(() => undefined);
  await admin
    .deleteTopics({ topics: stacks.map((stack) => `${stack.topicPrefix}${eventType}`) })
    .catch(() => undefined);
  await admin.disconnect();
});

describe('Kafka topic and group prefixes', () => {
  it("keep two buses on one Kafka from seeing each other's events", async () => {
    for (const [index, bus] of buses.entries()) {
      await bus.subscribe({
        groupId,
        topics: [eventType],
        handle: async (message) => void stacks[index]!.received.push(message),
      });
    }
    const sent = buses.map(() =>
      createEvent(eventType, { productId: 1, englishName: 'Premier League' }, { source: 'kit_t', key: 'k' }),
    );
    for (const [index, bus] of buses.entries()) {
      await bus.publish([{ topic: eventType, key: 'k', value: encodeEnvelope(sent[index]!) }]);
    }

    await waitFor('each bus’s event delivered to it', () => stacks.every((stack) => stack.received.length > 0), 45_000);
    // Time for a stray event of the other bus to arrive, were the names shared.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const [index, stack] of stacks.entries()) {
      expect(stack.received.map((message) => decodeEnvelope(message.value).id)).toEqual([sent[index]!.id]);
      expect(stack.received[0]!.topic).toBe(eventType);
    }

    await admin.connect();
    const topics = await admin.listTopics();
    const groups = (await admin.listGroups()).groups.map((group) => group.groupId);
    await admin.disconnect();
    for (const stack of stacks) {
      expect(topics).toContain(`${stack.topicPrefix}${eventType}`);
      expect(groups).toContain(`${stack.groupPrefix}${groupId}`);
    }
  });
});
