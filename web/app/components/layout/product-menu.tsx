import { Link } from 'react-router';
import type { TProduct, TSportName } from '~/features/catalogue/api/get-product-list';
import { productDetailPath } from '~/features/catalogue/utils/product-path';
import { Badge } from '~/components/ui/badge';
import { useT } from '~/i18n';

const TAGS = { 1: { tone: 'hot', key: 'tag.hot' }, 2: { tone: 'new', key: 'tag.new' }, 3: { tone: 'sale', key: 'tag.sale' } } as const;

export function ProductTag({ tag }: { tag: TProduct['tag'] }) {
  const t = useT();
  if (!tag) return null;
  const { tone, key } = TAGS[tag];
  return <Badge tone={tone}>{t(key)}</Badge>;
}

/** Products of one sport as a list of links, then the "all products" link. */
export function ProductMenu({
  sport,
  products,
  allLabel,
}: {
  sport: Extract<TSportName, 'football' | 'basketball'>;
  products: TProduct[];
  allLabel: string;
}) {
  const t = useT();
  return (
    <>
      {products.length > 0 ? (
        <ul className="menu-list">
          {products.map((product) => (
            <li key={product.productId}>
              <Link className="menu-item" to={productDetailPath(sport, product.englishName, product.productId)}>
                <span>{product.englishName}</span>
                <ProductTag tag={product.tag} />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="menu-empty">{t('nav.noProducts')}</p>
      )}
      <div className="menu-footer">
        <Link className="menu-item" to={`/products/${sport}`}>
          {allLabel}
        </Link>
      </div>
    </>
  );
}
