import type { TSportType } from '@matchwire/contracts/billing/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { upsertCustomer } from '../db/customer-repository.ts';
import { insertTrialOnce, trialStatus, type TTrialRow } from '../db/trial-repository.ts';
import { trialStartedEvent } from '../events/publishers/trial-started.ts';
import { getTrialTerms } from '../trial/trial-terms.ts';

const dayMs = 24 * 60 * 60_000;

/**
 * Starts the free trial of a sport for the signed-in customer: once per user and sport, ever
 * (13001; the unique index decides between two starts at once). The customer row is created or
 * refreshed and `billing.trial-started.v1` written in the same transaction as the trial.
 */
export async function startTrial(
  deps: TBillingDeps,
  input: { userId: string; email: string; sportType: TSportType; language?: string },
): Promise<TTrialRow> {
  const terms = await getTrialTerms(deps);
  const startsAt = deps.clock();
  const endsAt = new Date(startsAt.getTime() + terms.days * dayMs);
  return deps.outbox.inTransaction(async (tx, publish) => {
    const customer = await upsertCustomer(tx, { userId: input.userId, email: input.email, language: input.language });
    const trial = await insertTrialOnce(tx, {
      userId: input.userId,
      sportType: input.sportType,
      status: trialStatus.onTrial,
      startsAt,
      endsAt,
      dailyCallLimit: terms.dailyCallLimit,
      delayMinutes: terms.delayMinutes,
    });
    if (!trial) throw new AppError('trialAlreadyUsed');
    await publish(trialStartedEvent(customer, trial));
    return trial;
  });
}
