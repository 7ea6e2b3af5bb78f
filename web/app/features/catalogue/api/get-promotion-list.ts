import type { TLang } from '~/i18n';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';

export type TPromotionList = TRouteData<'GET /api/product/promotionList'>;

export async function getPromotionList(api: TApiClient, lang: TLang): Promise<TPromotionList> {
  // SPEC 8: promotion list failures are ignored silently.
  return api.call('GET /api/product/promotionList', { query: { lang } }, { isQuiet: true });
}
