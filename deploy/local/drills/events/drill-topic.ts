import { Kafka, logLevel } from 'kafkajs';

const admin = (brokers: string[]) =>
  new Kafka({ clientId: 'event-drill', brokers, logLevel: logLevel.NOTHING }).admin();

/** A topic of the drill's own (3 partitions, as the kit's consumers create theirs): no other consumer reads it. */
export async function createDrillTopic(brokers: string[], topic: string): Promise<void> {
  const client = admin(brokers);
  await client.connect();
  try {
    await client.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 3 }] });
  } finally {
    await client.disconnect();
  }
}

export async function deleteDrillTopic(brokers: string[], topic: string): Promise<void> {
  const client = admin(brokers);
  await client.connect();
  try {
    await client.deleteTopics({ topics: [topic] });
  } catch {
    // Left behind if the broker refuses; the name is unique to the run.
  } finally {
    await client.disconnect();
  }
}
