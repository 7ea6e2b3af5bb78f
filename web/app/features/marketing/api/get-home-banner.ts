import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';

const ZHomeBanner = z.object({ value: z.string() });

/** The home banner: HTML the catalogue service sanitised before storing; '' when there is none. */
export async function getHomeBanner(api: TApiClient, lang: TLang): Promise<string> {
  return ZHomeBanner.parse(await api.get<unknown>('/api/subscribe/homeBanner', { lang }, { isQuiet: true })).value;
}
