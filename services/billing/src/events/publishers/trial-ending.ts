import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TTrialRow } from '../../db/trial-repository.ts';

export function trialEndingEvent(customer: TMailee, trial: TTrialRow): TEnvelope {
  return buildEvent(
    'billing',
    'billing.trial-ending.v1',
    {
      userId: customer.userId,
      email: customer.email,
      language: customer.language,
      sportType: trial.sportType,
      endsAt: trial.endsAt.toISOString(),
    },
    customer.userId,
  );
}
