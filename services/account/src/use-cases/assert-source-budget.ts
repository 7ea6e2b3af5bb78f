import type { TAccountDeps } from '../account-deps.ts';
import { accountPolicy } from '../account-policy.ts';
import { countHit } from '../db/throttle-counter-repository.ts';
import { throttleSourceOf } from '../security/throttle-source.ts';
import { ThrottledError } from '../security/throttled-error.ts';

export type TSourceBudget = keyof typeof accountPolicy.sourceBudgets;

/**
 * Counts a sign-up or mail request against its source's budget (IPv4 address or IPv6 /64),
 * answered or not, so neither mail bombing nor probing which addresses exist scales. Over the
 * budget: 10006 with the catalogue's text and Retry-After until the window ends.
 */
export async function assertSourceBudget(
  deps: TAccountDeps,
  budget: TSourceBudget,
  ip: string | undefined,
): Promise<void> {
  const { max, windowMs } = accountPolicy.sourceBudgets[budget];
  const { hits, windowStartedAt } = await countHit(
    deps.db,
    { scope: `${budget}:source`, subject: throttleSourceOf(ip) },
    windowMs,
  );
  if (hits > max) throw new ThrottledError(windowStartedAt.getTime() + windowMs - Date.now());
}
