import { queryOptions, useQuery } from '@tanstack/react-query';
import { signUrl, REQUESTED_WITH_VALUE } from '@matchwire/signing';
import { z } from 'zod/mini';
import { apiClient } from '~/lib/api-client';
import type { TApiClient } from '~/lib/api-request';
import { encodeForm } from '~/lib/api-request';

const ZLinks = z.object({
  list: z.array(z.object({ linkId: z.number(), url: z.string(), webName: z.string(), order: z.number() })),
});

export type TPartnerLink = z.infer<typeof ZLinks>['list'][number];

export async function getPartnerLinks(api: TApiClient): Promise<TPartnerLink[]> {
  const { list } = ZLinks.parse(await api.post<unknown>('/api/link/getLinks', {}, undefined, { isQuiet: true }));
  return [...list].sort((a, b) => a.order - b.order);
}

export function getPartnerLinksQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['marketing', 'partner-links'],
    queryFn: () => getPartnerLinks(api),
    staleTime: 10 * 60 * 1000,
    meta: { showProgress: false },
  });
}

export function usePartnerLinks() {
  return useQuery(getPartnerLinksQueryOptions());
}

/**
 * Counts a click on a partner link, fire-and-forget: a keepalive request survives the
 * navigation away (like sendBeacon, which cannot send the signing headers), and any failure is ignored.
 */
export function reportLinkClick(linkId: number): void {
  void signUrl('/api/link/reportLinkClick', window.ENV?.SIGNING_SECRET ?? '')
    .then((url) =>
      fetch(url, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': REQUESTED_WITH_VALUE },
        body: encodeForm({ linkId }),
      }),
    )
    .catch(() => undefined);
}
