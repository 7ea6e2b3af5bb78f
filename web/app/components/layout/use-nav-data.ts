import { useRootData } from '~/root-data';

/** What the navigation bar shows (root loader data); every part is empty when its API call failed. */
export function useNavData() {
  const nav = useRootData()?.nav;
  return {
    football: nav?.football ?? [],
    basketball: nav?.basketball ?? [],
    // The promotion tab shows unless the setting explicitly says "false".
    showPromotion: nav?.systemConfig.promotionNavTab !== 'false',
  };
}
