import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TTrialRow } from '../../db/trial-repository.ts';

export function trialChangedEvent(customer: TMailee, trial: TTrialRow): TEnvelope {
  return buildEvent(
    'billing',
    'billing.trial-changed.v1',
    {
      userId: customer.userId,
      email: customer.email,
      language: customer.language,
      sportType: trial.sportType,
      trialStatus: trial.status,
      endsAt: trial.endsAt.toISOString(),
      dailyCallLimit: trial.dailyCallLimit,
      delayMinutes: trial.delayMinutes,
    },
    customer.userId,
  );
}
