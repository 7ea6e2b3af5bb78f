import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TTrialRow } from '../../db/trial-repository.ts';
import { customerEvent } from './customer-event.ts';

export function trialChangedEvent(customer: TMailee, trial: TTrialRow): TEnvelope {
  return customerEvent('billing.trial-changed.v1', customer, {
    sportType: trial.sportType,
    trialStatus: trial.status,
    endsAt: trial.endsAt.toISOString(),
    dailyCallLimit: trial.dailyCallLimit,
    delayMinutes: trial.delayMinutes,
  });
}
