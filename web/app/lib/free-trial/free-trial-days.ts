import { useRootData } from '~/root-data';

/** SPEC 9: a free trial's days where the system config does not set them (billing's default too). */
export const DEFAULT_FREE_TRIAL_DAYS = 15;

/**
 * The days a free trial started now gets, as billing reads them (services/billing/src/trial/trial-terms.ts):
 * the system config's `freeTrialDays` where it is a whole number of days, else 15. Pages promise
 * what the trial will give.
 */
export function freeTrialDaysOf(configValue: string | undefined): number {
  const days = Number(configValue);
  return configValue !== undefined && Number.isInteger(days) && days > 0 ? days : DEFAULT_FREE_TRIAL_DAYS;
}

/** The free trial's days from the system config the root loader read (cached by the gateway until it changes). */
export function useFreeTrialDays(): number {
  return freeTrialDaysOf(useRootData()?.nav.systemConfig.freeTrialDays);
}
