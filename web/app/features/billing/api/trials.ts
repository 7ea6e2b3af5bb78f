import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';

export type TTrialList = TRouteData<'GET /api/trial/list'>;
export type TTrial = TTrialList['trials'][number];

export const TRIALS_KEY = ['user', 'billing', 'trials'] as const;

/** GET /api/trial/list: the free-trial terms and the customer's trials (one per sport at most). */
export function listTrials(api: TApiClient) {
  return api.call('GET /api/trial/list');
}

export function getTrialsQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({ queryKey: TRIALS_KEY, queryFn: () => listTrials(api) });
}

export function useTrials() {
  return useQuery(getTrialsQueryOptions());
}

/** POST /api/trial/start: 13001 when this sport's trial was already used. Failures are shown in place. */
export function startTrial(api: TApiClient, sportType: 1 | 2 | 3, lang: TLang) {
  return api.call('POST /api/trial/start', { body: { sportType, lang } }, { isQuiet: true });
}

export function useStartTrialMutation(lang: TLang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sportType: 1 | 2 | 3) => startTrial(apiClient, sportType, lang),
    onSuccess: (trial) =>
      queryClient.setQueryData<TTrialList>(TRIALS_KEY, (list) =>
        list ? { ...list, trials: [...list.trials.filter((item) => item.sportType !== trial.sportType), trial] } : list,
      ),
  });
}
