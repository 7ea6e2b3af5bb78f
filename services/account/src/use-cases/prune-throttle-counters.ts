import type { TAccountDeps } from '../account-deps.ts';
import { accountPolicy } from '../account-policy.ts';
import { deleteCountersOlderThan } from '../db/throttle-counter-repository.ts';

const everyMs = 10 * 60 * 1000;
const longestWindowMs = Math.max(
  accountPolicy.loginThrottle.windowMs,
  ...Object.values(accountPolicy.sourceBudgets).map((budget) => budget.windowMs),
);

/**
 * Deletes throttle counters whose window is long over, every 10 minutes, so addresses seen
 * once do not pile up. Returns the function that stops it.
 */
export function startThrottleCounterPruning(deps: TAccountDeps): () => void {
  const timer = setInterval(() => {
    deleteCountersOlderThan(deps.db, new Date(Date.now() - longestWindowMs)).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'pruning throttle counters failed'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
