import type { TEnvelope } from '@matchwire/proto';
import type { TBillingTx } from '../db/billing-db.ts';
import { requireMailee, type TMailee } from '../db/customer-repository.ts';
import { dueRowJob, type TBillingJob } from './billing-job.ts';

/**
 * How long before its end the customer is told that a trial, or a subscription that will not renew,
 * ends (SPEC.md: three days).
 */
export const endingNoticeMs = 3 * 24 * 60 * 60_000;

/**
 * Tells the customer once that something of theirs ends within `endingNoticeMs`: the next row due
 * a notice is claimed, marked as told (which takes it out of what is due) and its event published,
 * which the notification service mails.
 */
export function endingNoticeJob<TRow extends { userId: string }>(job: {
  name: string;
  claimToNotice(tx: TBillingTx, now: Date, noticeMs: number, skipIds: string[]): Promise<TRow | undefined>;
  idOf(row: TRow): string;
  markNoticed(tx: TBillingTx, row: TRow, now: Date): Promise<TRow>;
  noticeEvent(customer: TMailee, noticed: TRow): TEnvelope;
}): TBillingJob {
  return dueRowJob({
    name: job.name,
    claimNext: (tx, now, skipIds) => job.claimToNotice(tx, now, endingNoticeMs, skipIds),
    idOf: job.idOf,
    async handle(tx, publish, row, { now }) {
      const customer = await requireMailee(tx, row.userId);
      const noticed = await job.markNoticed(tx, row, now);
      await publish(job.noticeEvent(customer, noticed));
    },
  });
}
