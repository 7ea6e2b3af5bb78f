import { Badge, type TBadgeTone } from '~/components/ui/badge';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TProduct } from '../api/get-product-list';

/** SPEC 3: product tag hot 1, new 2, sale 3. */
const TAG_BADGES: Record<1 | 2 | 3, { tone: TBadgeTone; key: TMessageKey }> = {
  1: { tone: 'hot', key: 'tag.hot' },
  2: { tone: 'new', key: 'tag.new' },
  3: { tone: 'sale', key: 'tag.sale' },
};

export function ProductTag({ tag }: { tag: TProduct['tag'] }) {
  const t = useT();
  if (!tag) return null;
  const { tone, key } = TAG_BADGES[tag];
  return <Badge tone={tone}>{t(key)}</Badge>;
}
