import { SPORT_TYPE, useProductList } from '~/features/catalogue/api/get-product-list';
import { useSystemConfig } from '~/features/settings/api/get-system-config';

/** What the navigation bar shows; every part degrades to empty when its API call failed. */
export function useNavData() {
  const football = useProductList(SPORT_TYPE.football);
  const basketball = useProductList(SPORT_TYPE.basketball);
  const config = useSystemConfig();
  return {
    football: football.data ?? [],
    basketball: basketball.data ?? [],
    // The promotion tab shows unless the setting explicitly says "false".
    showPromotion: config.data?.promotionNavTab !== 'false',
  };
}
