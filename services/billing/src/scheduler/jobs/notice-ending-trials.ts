import { requireMailee } from '../../db/customer-repository.ts';
import { claimTrialToNotice, trialRows } from '../../db/trial-repository.ts';
import { trialEndingEvent } from '../../events/publishers/trial-ending.ts';
import { dueRowJob } from '../billing-job.ts';

/** How long before its end a trial's customer is told it is ending (SPEC.md: three days). */
export const trialEndingNoticeMs = 3 * 24 * 60 * 60_000;

/** Trials ending within three days get `billing.trial-ending.v1`, once (`endingNoticeAt`). */
export const noticeEndingTrials = dueRowJob({
  name: 'notice-ending-trials',
  claimNext: (tx, now, skipIds) => claimTrialToNotice(tx, now, trialEndingNoticeMs, skipIds),
  idOf: (trial) => trial.trialId,
  async handle(tx, publish, trial, { now }) {
    const customer = await requireMailee(tx, trial.userId);
    const noticed = await trialRows.save(tx, trial.trialId, { endingNoticeAt: now });
    await publish(trialEndingEvent(customer, noticed));
  },
});
