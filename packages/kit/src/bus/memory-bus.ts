import type { Logger } from '../logger.ts';
import type { EventBus, TBusMessage, TSubscription } from './event-bus.ts';

const RETRY_DELAYS_MS = [100, 500, 2000, 5000];

/**
 * In-process bus for the embedded mode: every service of the process shares one instance.
 * Each consumer group gets each message once, in order per group; a failing handler is retried.
 */
export class MemoryBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly groups = new Map<string, { subscription: TSubscription; queue: Promise<void> }>();
  private isClosed = false;

  constructor(private readonly logger: Logger) {}

  async publish(messages: TBusMessage[]): Promise<void> {
    if (this.isClosed) throw new Error('memory bus is closed');
    for (const message of messages) {
      for (const group of this.groups.values()) {
        if (!group.subscription.topics.includes(message.topic)) continue;
        group.queue = group.queue.then(() => this.deliver(group.subscription, message));
      }
    }
  }

  async subscribe(subscription: TSubscription): Promise<void> {
    const existing = this.groups.get(subscription.groupId);
    if (existing) {
      existing.subscription.topics.push(...subscription.topics);
      return;
    }
    this.groups.set(subscription.groupId, {
      subscription: { ...subscription, topics: [...subscription.topics] },
      queue: Promise.resolve(),
    });
  }

  async ping(): Promise<void> {
    if (this.isClosed) throw new Error('memory bus is closed');
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await Promise.all([...this.groups.values()].map((group) => group.queue));
  }

  private async deliver(subscription: TSubscription, message: TBusMessage): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await subscription.handle(message);
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
