import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';

export type TSystemConfig = Record<string, string>;

/** The public settings; texts a visitor reads (FAQ keywords, notices) come in `lang`. */
export async function getSystemConfig(api: TApiClient, lang: TLang): Promise<TSystemConfig> {
  const { configs } = await api.call('GET /api/setting/getSystemConfig', { query: { lang } }, { isQuiet: true });
  return Object.fromEntries(configs.map(({ key, value }) => [key, value]));
}
