import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';

const ZLinks = z.object({
  list: z.array(z.object({ linkId: z.number(), url: z.string(), webName: z.string(), order: z.number() })),
});

export type TPartnerLink = z.infer<typeof ZLinks>['list'][number];

/** The footer's partner links, named in `lang`. */
export async function getPartnerLinks(api: TApiClient, lang: TLang): Promise<TPartnerLink[]> {
  const { list } = ZLinks.parse(await api.post<unknown>('/api/link/getLinks', {}, { lang }, { isQuiet: true }));
  return [...list].sort((a, b) => a.order - b.order);
}
