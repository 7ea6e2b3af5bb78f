import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TTrialRow } from '../../db/trial-repository.ts';

export function trialStartedEvent(customer: TMailee, trial: TTrialRow): TEnvelope {
  return buildEvent(
    'billing',
    'billing.trial-started.v1',
    {
      userId: customer.userId,
      email: customer.email,
      language: customer.language,
      sportType: trial.sportType,
      startsAt: trial.startsAt.toISOString(),
      endsAt: trial.endsAt.toISOString(),
      dailyCallLimit: trial.dailyCallLimit,
      delayMinutes: trial.delayMinutes,
    },
    customer.userId,
  );
}
