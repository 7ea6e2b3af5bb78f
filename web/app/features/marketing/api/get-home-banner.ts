import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';

const ZHomeBanner = z.object({ value: z.string() });

/** The home banner: HTML the catalogue service sanitised before storing; '' when there is none. */
export async function getHomeBanner(api: TApiClient, lang: TLang): Promise<string> {
  return ZHomeBanner.parse(await api.get<unknown>('/api/subscribe/homeBanner', { lang }, { isQuiet: true })).value;
}

export function getHomeBannerQueryOptions(lang: TLang, api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['marketing', 'home-banner', lang],
    queryFn: () => getHomeBanner(api, lang),
    staleTime: 5 * 60 * 1000,
    meta: { showProgress: false },
  });
}

export function useHomeBanner(lang: TLang) {
  return useQuery(getHomeBannerQueryOptions(lang));
}
