import { Badge, type TBadgeTone } from '~/components/ui/badge';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';

/** SPEC 3: product tag hot 1, new 2, sale 3. */
const TAG_BADGES: Record<1 | 2 | 3, { tone: TBadgeTone; key: TMessageKey }> = {
  1: { tone: 'hot', key: 'tag.hot' },
  2: { tone: 'new', key: 'tag.new' },
  3: { tone: 'sale', key: 'tag.sale' },
};

/** The product's badge; none for no tag (null) or a tag the site does not know. */
export function ProductTag({ tag }: { tag: number | null }) {
  const t = useT();
  const badge = tag === 1 || tag === 2 || tag === 3 ? TAG_BADGES[tag] : undefined;
  if (!badge) return null;
  return <Badge tone={badge.tone}>{t(badge.key)}</Badge>;
}
