import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TTrialRow } from '../../db/trial-repository.ts';
import { customerEvent } from './customer-event.ts';

export function trialEndingEvent(customer: TMailee, trial: TTrialRow): TEnvelope {
  return customerEvent('billing.trial-ending.v1', customer, {
    sportType: trial.sportType,
    endsAt: trial.endsAt.toISOString(),
  });
}
