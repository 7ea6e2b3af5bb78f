import { claimTrialToNotice, trialRows } from '../../db/trial-repository.ts';
import { trialEndingEvent } from '../../events/publishers/trial-ending.ts';
import { endingNoticeJob } from '../ending-notice-job.ts';

/** Trials ending within three days get `billing.trial-ending.v1`, once (`endingNoticeAt`). */
export const noticeEndingTrials = endingNoticeJob({
  name: 'notice-ending-trials',
  claimToNotice: claimTrialToNotice,
  idOf: (trial) => trial.trialId,
  markNoticed: (tx, trial, now) => trialRows.save(tx, trial.trialId, { endingNoticeAt: now }),
  noticeEvent: trialEndingEvent,
});
