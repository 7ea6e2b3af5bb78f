import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import { routeQuery } from '~/lib/query/route-query';

export type TTrialList = TRouteData<'GET /api/trial/list'>;
export type TTrial = TTrialList['trials'][number];

/** GET /api/trial/list: the free-trial terms and the customer's trials (one per sport at most). */
export const trialsQuery = routeQuery('GET /api/trial/list', ['user', 'billing', 'trials']);

/** POST /api/trial/start: 13001 when this sport's trial was already used. Failures are shown in place. */
export function startTrial(api: TApiClient, sportType: 1 | 2 | 3, lang: TLang) {
  return api.call('POST /api/trial/start', { body: { sportType, lang } }, { isQuiet: true });
}

export function useStartTrialMutation(lang: TLang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sportType: 1 | 2 | 3) => startTrial(apiClient, sportType, lang),
    onSuccess: (trial) =>
      queryClient.setQueryData(trialsQuery.queryKey, (list) =>
        list ? { ...list, trials: [...list.trials.filter((item) => item.sportType !== trial.sportType), trial] } : list,
      ),
  });
}
