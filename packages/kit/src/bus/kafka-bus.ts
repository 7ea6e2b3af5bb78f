import {
  Kafka,
  Partitioners,
  logLevel,
  type Consumer,
  type ConsumerRunConfig,
  type EachBatchPayload,
  type IHeaders,
  type KafkaMessage,
  type Producer,
} from 'kafkajs';
import type { Logger } from '../logger.ts';
import {
  PARTITIONS_PER_TOPIC,
  type EventBus,
  type TBusBatchHandler,
  type TBusMessage,
  type TSubscription,
} from './event-bus.ts';

const kafkaLogLevels: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

function textHeaders(headers: IHeaders | undefined): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) text[name] = first.toString();
  }
  return text;
}

/**
 * Most messages handed to a batch handler at once: a fetched batch (up to 1 MiB a partition) is
 * handed over in slices, so that a slice's work (one transaction for a PostgresInbox) stays short
 * and offsets are committed and liveness reported between slices.
 */
export const MAX_MESSAGES_PER_BATCH = 100;

function busMessage(topic: string, message: KafkaMessage, value: Buffer): TBusMessage {
  return {
    topic,
    key: message.key?.toString() ?? '',
    value: new Uint8Array(value),
    headers: textHeaders(message.headers),
  };
}

/** Hands a fetched batch to `handle` slice by slice, resolving each message's offset once it is reported handled. */
function eachBatchThrough(handle: TBusBatchHandler) {
  return async ({ batch, resolveOffset, heartbeat, isRunning, isStale }: EachBatchPayload): Promise<void> => {
    for (let from = 0; from < batch.messages.length; from += MAX_MESSAGES_PER_BATCH) {
      // Stopping, or the partition was sought elsewhere (a rebalance): what is left is fetched again.
      if (!isRunning() || isStale()) return;
      const slice = batch.messages.slice(from, from + MAX_MESSAGES_PER_BATCH);
      const withValue = slice.filter((message) => message.value);
      if (withValue.length > 0) {
        await handle({
          messages: withValue.map((message) => busMessage(batch.topic, message, message.value!)),
          handled: async (count) => {
            const last = withValue[Math.min(count, withValue.length) - 1];
            if (!last) return;
            resolveOffset(last.offset);
            await heartbeat();
          },
        });
      }
      // The whole slice, messages without a value (skipped) after the last handled one included.
      resolveOffset(slice.at(-1)!.offset);
      await heartbeat();
    }
  };
}

/**
 * Kafka transport. The producer is idempotent and waits for all in-sync replicas before a
 * publish resolves; message headers carry the trace context.
 *
 * `topicPrefix` and `groupPrefix` (KAFKA_TOPIC_PREFIX, KAFKA_GROUP_PREFIX; empty in production) are
 * put before every topic name and consumer group id on Kafka, so that two stacks sharing one Kafka
 * (`npm run stack` beside `npm test`) never take each other's events. Callers see the names
 * without them: they publish to and subscribe to event types, and messages arrive with their event type as topic.
 */
export class KafkaBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer: Producer | undefined;
  private readonly consumers: Consumer[] = [];
  private isStopping = false;

  private readonly topicPrefix: string;
  private readonly groupPrefix: string;

  constructor(
    private readonly options: {
      clientId: string;
      brokers: string[];
      logger: Logger;
      topicPrefix?: string;
      groupPrefix?: string;
    },
  ) {
    this.topicPrefix = options.topicPrefix ?? '';
    this.groupPrefix = options.groupPrefix ?? '';
    const log = options.logger.child({ component: 'kafka' });
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: 3000,
      requestTimeout: 10000,
      retry: { retries: 5, initialRetryTime: 200, maxRetryTime: 5000 },
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => {
        const { message, ...extra } = entry.log;
        log[kafkaLogLevels[entry.level] ?? 'info']({ ...extra, namespace: entry.namespace }, message);
      },
    });
  }

  async publish(messages: TBusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const producer = await this.connectProducer();
    const byTopic = new Map<string, TBusMessage[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic: `${this.topicPrefix}${topic}`,
        messages: list.map((message) => ({
          key: message.key,
          value: Buffer.from(message.value),
          headers: message.headers,
        })),
      })),
    });
  }

  /**
   * Returns at once: the consumer connects in the background and keeps retrying while Kafka is
   * down (a process starts and serves without it); once joined, it resumes from the group's
   * committed offsets, and kafkajs reconnects it after a later outage.
   */
  async subscribe(subscription: TSubscription): Promise<void> {
    this.startConsumer(this.topicPrefix || this.groupPrefix ? this.onKafka(subscription) : subscription);
  }

  /** The subscription under the names Kafka knows (prefixed), its messages handed over under the callers' names. */
  private onKafka({ handleBatch, handle, ...subscription }: TSubscription): TSubscription {
    const prefix = this.topicPrefix;
    const unprefixed = (message: TBusMessage): TBusMessage => ({
      ...message,
      topic: message.topic.slice(prefix.length),
    });
    const names = {
      ...subscription,
      groupId: `${this.groupPrefix}${subscription.groupId}`,
      topics: subscription.topics.map((topic) => `${prefix}${topic}`),
    };
    return handleBatch
      ? { ...names, handleBatch: (batch) => handleBatch({ ...batch, messages: batch.messages.map(unprefixed) }) }
      : { ...names, handle: (message) => handle!(unprefixed(message)) };
  }

  private startConsumer(subscription: TSubscription): void {
    const log = this.options.logger.child({ component: 'kafka', groupId: subscription.groupId });
    const attempt = async (failures: number): Promise<void> => {
      if (this.isStopping) return;
      const consumer = this.kafka.consumer({
        groupId: subscription.groupId,
        sessionTimeout: 15000,
        heartbeatInterval: 1000,
        retry: { retries: Number.MAX_SAFE_INTEGER, initialRetryTime: 300, maxRetryTime: 10000 },
      });
      // kafkajs restarts a crashed consumer only after errors it deems retriable; after others (a
      // connection reset while Kafka is away can be one) the consumer stays stopped for good. Join
      // again, as after a failed start, so that consumption resumes once Kafka is back.
      consumer.on(consumer.events.CRASH, ({ payload }) => {
        if (payload.restart || this.isStopping) return;
        log.warn({ err: payload.error }, 'consumer crashed and kafkajs will not restart it; joining again');
        const index = this.consumers.indexOf(consumer);
        if (index >= 0) this.consumers.splice(index, 1);
        void consumer
          .disconnect()
          .catch(() => undefined)
          .then(() => new Promise((resolve) => setTimeout(resolve, 1000).unref()))
          .then(() => attempt(1))
          .catch((error: unknown) => log.error({ err: error }, 'consumer stopped'));
      });
      try {
        await this.ensureTopics(subscription.topics);
        await consumer.connect();
        await consumer.subscribe({ topics: subscription.topics, fromBeginning: !subscription.onlyNew });
        // A thrown handler error makes kafkajs fetch again from the first message not reported
        // handled (the failed one) after a pause: nothing is skipped.
        const handleBatch = subscription.handleBatch;
        const handleMessage = subscription.handle;
        const handling: ConsumerRunConfig = handleBatch
          ? { eachBatchAutoResolve: false, eachBatch: eachBatchThrough(handleBatch) }
          : {
              eachMessage: async ({ topic, message }) => {
                if (message.value) await handleMessage!(busMessage(topic, message, message.value));
              },
            };
        await consumer.run({
          autoCommit: true,
          partitionsConsumedConcurrently: subscription.partitionsConcurrently ?? 1,
          ...handling,
        });
      } catch (error) {
        await consumer.disconnect().catch(() => undefined);
        const retryInMs = Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));
        log.warn({ err: error, retryInMs }, 'consumer could not join its group; retrying in the background');
        await new Promise((resolve) => setTimeout(resolve, retryInMs).unref());
        return attempt(failures + 1);
      }
      this.consumers.push(consumer);
      if (failures > 0) log.info('consumer joined its group');
      if (this.isStopping) await consumer.disconnect();
    };
    attempt(0).catch((error: unknown) => log.error({ err: error }, 'consumer stopped'));
  }

  /** Whether the connected producer runs in kafkajs' idempotent mode (asked of the client itself). */
  async isProducerIdempotent(): Promise<boolean> {
    return (await this.connectProducer()).isIdempotent();
  }

  /** For health detail and `dependency_up` only: one try, no retries. */
  async ping(): Promise<void> {
    const admin = this.kafka.admin({ retry: { retries: 0 } });
    await admin.connect();
    try {
      await admin.describeCluster();
    } finally {
      await admin.disconnect();
    }
  }

  async stopConsumers(): Promise<void> {
    this.isStopping = true;
    await Promise.allSettled(this.consumers.map((consumer) => consumer.disconnect()));
  }

  async close(): Promise<void> {
    await this.stopConsumers();
    await this.producer?.disconnect();
    this.producer = undefined;
  }

  private async connectProducer(): Promise<Producer> {
    if (!this.producer) {
      // Idempotent: a send retried after a lost acknowledgement is written once, in order
      // (kafkajs requires one request in flight and acks from all in-sync replicas).
      const producer = this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      this.producer = producer;
      try {
        await producer.connect();
      } catch (error) {
        this.producer = undefined;
        throw error;
      }
    }
    return this.producer;
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      // Only the missing ones: asking for existing topics makes kafkajs log an error-level line.
      const existing = new Set(await admin.listTopics());
      const missing = topics.filter((topic) => !existing.has(topic));
      if (missing.length === 0) return;
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: PARTITIONS_PER_TOPIC })),
      });
    } finally {
      await admin.disconnect();
    }
  }
}
