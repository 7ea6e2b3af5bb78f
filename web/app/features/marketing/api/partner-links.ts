import type { TLang } from '~/i18n';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';

export type TPartnerLink = TRouteData<'POST /api/link/getLinks'>['list'][number];

/** The footer's partner links, named in `lang`. */
export async function getPartnerLinks(api: TApiClient, lang: TLang): Promise<TPartnerLink[]> {
  const { list } = await api.call('POST /api/link/getLinks', { query: { lang } }, { isQuiet: true });
  return [...list].sort((a, b) => a.order - b.order);
}
