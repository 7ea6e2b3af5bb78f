import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';

/** The home banner: HTML the catalogue service sanitised before storing; '' when there is none. */
export async function getHomeBanner(api: TApiClient, lang: TLang): Promise<string> {
  const { value } = await api.call('GET /api/subscribe/homeBanner', { query: { lang } }, { isQuiet: true });
  return value;
}
