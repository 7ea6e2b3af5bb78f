import type { TBillingDeps } from '../billing-deps.ts';
import { listTrialsOfUser, type TTrialRow } from '../db/trial-repository.ts';
import { getTrialTerms, type TTrialTerms } from '../trial/trial-terms.ts';

/** The terms a trial started now would get, and the customer's trials (one per sport at most). */
export async function listTrials(
  deps: TBillingDeps,
  userId: string,
): Promise<{ terms: TTrialTerms; trials: TTrialRow[] }> {
  const [terms, trials] = await Promise.all([getTrialTerms(deps), listTrialsOfUser(deps.db, userId)]);
  return { terms, trials };
}
