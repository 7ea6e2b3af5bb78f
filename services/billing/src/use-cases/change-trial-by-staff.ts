import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { requireMailee } from '../db/customer-repository.ts';
import { recordStaffAction } from '../db/staff-action-repository.ts';
import { findTrialForUpdate, trialRows, trialStatus, type TTrialRow } from '../db/trial-repository.ts';
import { trialChangedEvent } from '../events/publishers/trial-changed.ts';
import { trialEndedEvent } from '../events/publishers/trial-ended.ts';
import { endingNoticeMs } from '../scheduler/ending-notice-job.ts';

export type TStaffTrialChange = {
  staffId: string;
  reason: string;
  endsAt?: Date;
  dailyCallLimit?: number;
  delayMinutes?: number;
};

/**
 * Staff change a user's trial of a sport (docs/contracts/billing.md#back-office), audited in
 * staff_actions with the change:
 * - an end already past ends a running trial now (`billing.trial-ended.v1`);
 * - a later end makes an ended trial run again; with a running one it moves its end (the ending
 *   notice goes again if the new end is more than three days away);
 * - limits apply at once.
 * A change that leaves the trial running, or makes it run, publishes `billing.trial-changed.v1`.
 * 10004 when the user never had a trial of that sport (a trial is started by its customer).
 */
export async function changeTrialByStaff(
  deps: TBillingDeps,
  target: { userId: string; sportType: number },
  change: TStaffTrialChange,
): Promise<TTrialRow> {
  return deps.outbox.inTransaction(async (tx, publish) => {
    const now = deps.clock();
    const trial = await findTrialForUpdate(tx, target.userId, target.sportType);
    if (!trial) throw new AppError('objectNotFound', 'Trial not found');
    const endsAt = change.endsAt ?? trial.endsAt;
    const wasRunning = trial.status === trialStatus.onTrial;
    const isRunning = endsAt > now;
    const isNoticeDueAgain = endsAt.getTime() - now.getTime() > endingNoticeMs;
    const changed = await trialRows.save(tx, trial.trialId, {
      endsAt,
      dailyCallLimit: change.dailyCallLimit ?? trial.dailyCallLimit,
      delayMinutes: change.delayMinutes ?? trial.delayMinutes,
      ...(isRunning
        ? { status: trialStatus.onTrial, endedAt: null, ...(isNoticeDueAgain ? { endingNoticeAt: null } : {}) }
        : { status: trialStatus.ended, endedAt: wasRunning ? now : trial.endedAt }),
    });
    await recordStaffAction(tx, change, { action: 'trial-changed', target: `trial:${trial.trialId}`, at: now });
    const customer = await requireMailee(tx, target.userId);
    if (isRunning) await publish(trialChangedEvent(customer, changed));
    else if (wasRunning) await publish(trialEndedEvent(customer, { sportType: changed.sportType, endedAt: now }));
    return changed;
  });
}
