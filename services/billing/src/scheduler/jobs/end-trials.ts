import { requireMailee } from '../../db/customer-repository.ts';
import { claimTrialToEnd, trialRows, trialStatus } from '../../db/trial-repository.ts';
import { trialEndedEvent } from '../../events/publishers/trial-ended.ts';
import { dueRowJob } from '../billing-job.ts';

/** Trials past their end become ended (status 2) with `billing.trial-ended.v1`; ended when they were due to. */
export const endTrials = dueRowJob({
  name: 'end-trials',
  claimNext: claimTrialToEnd,
  idOf: (trial) => trial.trialId,
  async handle(tx, publish, trial) {
    const customer = await requireMailee(tx, trial.userId);
    const endedAt = trial.endsAt;
    await trialRows.save(tx, trial.trialId, { status: trialStatus.ended, endedAt });
    await publish(trialEndedEvent(customer, { sportType: trial.sportType, endedAt }));
  },
});
