import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TTrialRow } from '../../db/trial-repository.ts';
import { customerEvent } from './customer-event.ts';

export function trialStartedEvent(customer: TMailee, trial: TTrialRow): TEnvelope {
  return customerEvent('billing.trial-started.v1', customer, {
    sportType: trial.sportType,
    startsAt: trial.startsAt.toISOString(),
    endsAt: trial.endsAt.toISOString(),
    dailyCallLimit: trial.dailyCallLimit,
    delayMinutes: trial.delayMinutes,
  });
}
