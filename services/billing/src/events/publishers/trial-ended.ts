import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';

export function trialEndedEvent(customer: TMailee, trial: { sportType: number; endedAt: Date }): TEnvelope {
  return buildEvent(
    'billing',
    'billing.trial-ended.v1',
    {
      userId: customer.userId,
      email: customer.email,
      language: customer.language,
      sportType: trial.sportType,
      endedAt: trial.endedAt.toISOString(),
    },
    customer.userId,
  );
}
