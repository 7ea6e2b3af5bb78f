import type { Logger } from '@matchwire/kit/logger';
import { PollingLoop } from '@matchwire/kit/polling-loop';
import { SpanKind, withEventSpan } from '@matchwire/kit/telemetry';
import {
  claimDueMessages,
  markMessageFailed,
  markMessageSent,
  scheduleMessageRetry,
  type TMessageRow,
} from '../db/message-repository.ts';
import type { TNotificationDb } from '../db/notification-db.ts';
import { outgoingMail, type MailLinkSource } from './mail-links.ts';
import { PermanentDeliveryError, type MailTransport } from './mail-transport.ts';

export type TMailSenderOptions = {
  pollIntervalMs: number;
  batchSize: number;
  /** First retry delay; doubles with every attempt up to `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** After this many attempts a message is marked failed. */
  maxAttempts: number;
  /** How long a claimed message is left alone while it is being sent. */
  leaseMs: number;
};

/** About 2 h 45 min of retries (5 s doubling to 30 min) before a message is given up. */
export const defaultMailSenderOptions: TMailSenderOptions = {
  pollIntervalMs: 1000,
  batchSize: 20,
  retryBaseMs: 5000,
  maxRetryDelayMs: 30 * 60_000,
  maxAttempts: 12,
  leaseMs: 2 * 60_000,
};

/**
 * Delivers pending messages through the transport, oldest due first, like the kit's OutboxRelay:
 * a poll plus `kick()` after the consumer records a mail. Messages are claimed with SKIP LOCKED so
 * several replicas can send; a failure is retried with exponential backoff, and a message still
 * undelivered after `maxAttempts` (or refused for good by the server) is marked failed.
 */
export class MailSender extends PollingLoop {
  private readonly options: TMailSenderOptions;

  constructor(
    private readonly deps: { db: TNotificationDb; transport: MailTransport; logger: Logger; links?: MailLinkSource },
    options: Partial<TMailSenderOptions> = {},
  ) {
    super(true);
    this.options = { ...defaultMailSenderOptions, ...options };
  }

  /** Sends one batch of due messages; returns how many were claimed. */
  async sendOnce(): Promise<number> {
    const { db } = this.deps;
    const claimed = await claimDueMessages(db, { limit: this.options.batchSize, leaseMs: this.options.leaseMs });
    for (const message of claimed) await this.deliver(message);
    return claimed.length;
  }

  /** Each delivery attempt is a span in the trace of the event that asked for the mail. */
  private deliver(message: TMessageRow): Promise<void> {
    return withEventSpan(`send mail ${message.eventType}`, message.traceContext ?? {}, () => this.attempt(message), {
      kind: SpanKind.CLIENT,
      attributes: { 'mail.transport': this.deps.transport.kind, 'mail.attempt': message.attempts },
    });
  }

  private async attempt(message: TMessageRow): Promise<void> {
    const { db, transport, logger } = this.deps;
    const log = logger.child({ messageId: message.id, eventId: message.eventId, attempt: message.attempts });
    try {
      // A mail with a single-use link gets it from the account service now; only the sent mail holds it.
      await transport.send(await outgoingMail(message, this.deps.links));
    } catch (error) {
      const reason = String(error instanceof Error ? error.message : error).slice(0, 500);
      if (error instanceof PermanentDeliveryError || message.attempts >= this.options.maxAttempts) {
        await markMessageFailed(db, message.id, reason);
        log.error({ err: error }, 'mail not delivered; given up');
        return;
      }
      const delayMs = this.retryDelay(message.attempts);
      await scheduleMessageRetry(db, message.id, { error: reason, delayMs });
      log.warn({ err: error, retryInMs: delayMs }, 'mail not delivered; will retry');
      return;
    }
    await markMessageSent(db, message.id);
    log.info({ transport: transport.kind }, 'mail delivered');
  }

  private retryDelay(attempts: number): number {
    return Math.min(this.options.maxRetryDelayMs, this.options.retryBaseMs * 2 ** Math.min(attempts - 1, 20));
  }

  /** One pass of the loop (kick: after the consumer recorded a mail); returns the delay before the next, none after a full batch. */
  protected async pass(): Promise<number> {
    let nextDelay = this.options.pollIntervalMs;
    try {
      const claimed = await this.sendOnce();
      if (claimed === this.options.batchSize) nextDelay = 0;
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'mail sender failed; pending mail stays queued and will be retried');
    }
    return nextDelay;
  }
}
