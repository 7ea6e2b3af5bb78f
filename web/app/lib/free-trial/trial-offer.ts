import { useTrialPath } from '~/lib/session/use-trial-path';
import { useFreeTrialDays } from './free-trial-days';

/** What a Start Free Trial call to action offers: where its button leads (`path`) and the trial's `days`. */
export function useTrialOffer(): { path: string; days: number } {
  return { path: useTrialPath(), days: useFreeTrialDays() };
}
