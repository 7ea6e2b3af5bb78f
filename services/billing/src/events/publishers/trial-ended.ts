import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import { customerEvent } from './customer-event.ts';

export function trialEndedEvent(customer: TMailee, trial: { sportType: number; endedAt: Date }): TEnvelope {
  return customerEvent('billing.trial-ended.v1', customer, {
    sportType: trial.sportType,
    endedAt: trial.endedAt.toISOString(),
  });
}
