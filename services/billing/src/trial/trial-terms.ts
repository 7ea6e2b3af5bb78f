import type { TBillingDeps } from '../billing-deps.ts';

/** What a free trial gives (SPEC.md §9); the catalogue's system config `freeTrialDays` wins over the days. */
export const defaultTrialTerms = {
  days: 15,
  dailyCallLimit: 200,
  delayMinutes: 2,
  allLeagues: true,
} as const;

export type TTrialTerms = { days: number; dailyCallLimit: number; delayMinutes: number; allLeagues: boolean };

/**
 * The terms a trial started now gets. The days come from the catalogue's `freeTrialDays` where set;
 * when the catalogue cannot be asked, the default (15) is used and a warning logged, so a customer
 * can still start a trial while the catalogue is down.
 */
export async function getTrialTerms(deps: Pick<TBillingDeps, 'catalogue' | 'logger'>): Promise<TTrialTerms> {
  let days: number | undefined;
  try {
    days = await deps.catalogue.getFreeTrialDays();
  } catch (error) {
    deps.logger.warn(
      { err: error, fallbackDays: defaultTrialTerms.days },
      'catalogue did not give the free-trial days; using the default',
    );
  }
  return { ...defaultTrialTerms, days: days ?? defaultTrialTerms.days };
}
