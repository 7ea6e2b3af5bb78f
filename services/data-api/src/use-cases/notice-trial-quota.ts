import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { findCustomer, recordQuotaNotice } from '../db/customer-repository.ts';

/** The shares of a trial's daily calls at which the customer is told (SPEC.md §9 trial limits). */
export const quotaThresholds = [80, 90, 100] as const;

/**
 * When a trial call is the one that reaches 80, 90 or 100 % of the sport's daily calls, records
 * the threshold for the day and publishes `data.trial-quota-reached.v1` (the customer is mailed),
 * once per threshold and day however many replicas count. Only the call that crosses a threshold
 * touches PostgreSQL; the counter is Redis's, so exactly one call crosses it.
 */
export async function noticeTrialQuota(
  deps: Pick<TDataApiDeps, 'outbox' | 'logger'>,
  call: { userId: string; sportType: number; dailyCallLimit: number; used: number; now: Date },
): Promise<void> {
  const percent = quotaThresholds.find((threshold) => call.used === Math.ceil((call.dailyCallLimit * threshold) / 100));
  if (percent === undefined) return;
  const day = call.now.toISOString().slice(0, 10);
  const resetsAt = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  await deps.outbox.inTransaction(async (tx, publish) => {
    const customer = await findCustomer(tx, call.userId);
    if (!customer) {
      deps.logger.warn({ userId: call.userId, percent }, 'trial quota reached by a customer whose address is unknown');
      return;
    }
    if (!(await recordQuotaNotice(tx, { userId: call.userId, sportType: call.sportType, day, percent }))) return;
    await publish(
      buildEvent(
        'data-api',
        'data.trial-quota-reached.v1',
        {
          userId: call.userId,
          email: customer.email,
          language: customer.language,
          sportType: call.sportType,
          percent,
          day,
          dailyCallLimit: call.dailyCallLimit,
          used: call.used,
          resetsAt,
        },
        call.userId,
      ),
    );
  });
}
