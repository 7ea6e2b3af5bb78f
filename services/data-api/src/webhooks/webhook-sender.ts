import { PollingLoop } from '@matchwire/kit/polling-loop';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { failStaleDeliveries, pruneDeliveries } from '../db/webhook-delivery-repository.ts';
import { sendDueWebhooks, type TWebhookSendOptions } from '../use-cases/send-due-webhooks.ts';

const dayMs = 86_400_000;
/** A score still undelivered after this is stale news: its delivery fails. */
const pendingForMs = 3 * dayMs;
/** Deliveries (and their attempts) are kept this long for the log and replays. */
const keptForMs = 30 * dayMs;
const upkeepEveryMs = 60_000;

/**
 * Posts the due score webhook deliveries every interval, at once when kicked (a delivery was just
 * queued), and again without waiting while a pass finds a full batch. Once a minute it fails the
 * deliveries pending for 3 days and deletes those older than 30. Every replica runs one; the
 * claims keep them apart.
 */
export class WebhookSender extends PollingLoop {
  private lastUpkeep = 0;

  constructor(
    private readonly deps: Pick<TDataApiDeps, 'db' | 'clock' | 'logger'>,
    private readonly options: TWebhookSendOptions & { intervalMs: number },
  ) {
    super(true);
  }

  protected async pass(): Promise<number> {
    try {
      await this.upkeep();
      const claimed = await sendDueWebhooks(this.deps, this.options);
      return claimed === this.options.batchSize ? 0 : this.options.intervalMs;
    } catch (error) {
      this.deps.logger.error({ err: error }, 'score webhooks not sent this pass; the next pass tries again');
      return this.options.intervalMs;
    }
  }

  private async upkeep(): Promise<void> {
    const now = this.deps.clock().getTime();
    if (now - this.lastUpkeep < upkeepEveryMs) return;
    this.lastUpkeep = now;
    const failed = await failStaleDeliveries(this.deps.db, new Date(now - pendingForMs));
    const pruned = await pruneDeliveries(this.deps.db, new Date(now - keptForMs));
    if (failed + pruned > 0) this.deps.logger.info({ failed, pruned }, 'score webhook deliveries upkept');
  }
}
