import type { Logger } from '../logger.ts';
import type { EventBus, TBusMessage, TSubscription } from './event-bus.ts';

const RETRY_DELAYS_MS = [100, 500, 2000, 5000];
/** Messages kept per topic so that a group subscribing late still sees them, as Kafka's log does. */
const HISTORY_PER_TOPIC = 10_000;

type TGroup = { subscription: TSubscription; queue: Promise<void> };

/**
 * In-process bus for the embedded mode: every service of the process shares one instance.
 * Each consumer group gets each message once, in order per group (a batch handler gets batches of
 * one); a failing handler is retried.
 * A group that subscribes after messages were published receives them from the beginning (unless it
 * asks for `onlyNew`), so
 * nothing relayed by an outbox before its consumers started is lost.
 */
export class MemoryBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly groups = new Map<string, TGroup>();
  private readonly history = new Map<string, TBusMessage[]>();
  private isClosed = false;

  constructor(private readonly logger: Logger) {}

  async publish(messages: TBusMessage[]): Promise<void> {
    if (this.isClosed) throw new Error('memory bus is closed');
    for (const message of messages) {
      const topicHistory = this.history.get(message.topic) ?? [];
      topicHistory.push(message);
      if (topicHistory.length > HISTORY_PER_TOPIC) topicHistory.shift();
      this.history.set(message.topic, topicHistory);
      for (const group of this.groups.values()) {
        if (group.subscription.topics.includes(message.topic)) this.enqueue(group, message);
      }
    }
  }

  async subscribe(subscription: TSubscription): Promise<void> {
    if (this.groups.has(subscription.groupId)) {
      throw new Error(`consumer group ${subscription.groupId} is already subscribed on this bus`);
    }
    const group: TGroup = {
      subscription: { ...subscription, topics: [...subscription.topics] },
      queue: Promise.resolve(),
    };
    this.groups.set(subscription.groupId, group);
    if (subscription.onlyNew) return;
    for (const topic of subscription.topics) {
      for (const message of this.history.get(topic) ?? []) this.enqueue(group, message);
    }
  }

  async ping(): Promise<void> {
    if (this.isClosed) throw new Error('memory bus is closed');
  }

  async stopConsumers(): Promise<void> {
    await Promise.all([...this.groups.values()].map((group) => group.queue));
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await this.stopConsumers();
  }

  private enqueue(group: TGroup, message: TBusMessage): void {
    group.queue = group.queue.then(() => this.deliver(group.subscription, message));
  }

  private async deliver(subscription: TSubscription, message: TBusMessage): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        if (subscription.handleBatch) await subscription.handleBatch({ messages: [message], handled: async () => {} });
        else await subscription.handle(message);
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
        this.logger.warn(
          { err: error, topic: message.topic, groupId: subscription.groupId, attempt },
          'event handler failed, retrying',
        );
        if (this.isClosed) return;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}
