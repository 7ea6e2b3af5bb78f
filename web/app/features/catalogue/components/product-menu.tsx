import { Link } from 'react-router';
import type { TProduct } from '../api/get-product-list';
import type { TSportName } from '../sports';
import { productDetailPath } from '../utils/product-path';
import { ProductTag } from './product-tag';
import { useT } from '~/i18n';
import { usePrefetchMode } from '~/lib/routing/connection';

/** Products of one sport as a list of links, then the "all products" link (the site shell's menus). */
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
  const prefetch = usePrefetchMode();
  return (
    <>
      {products.length > 0 ? (
        <ul className="menu-list">
          {products.map((product) => (
            <li key={product.productId}>
              <Link
                className="menu-item"
                to={productDetailPath(sport, product.englishName, product.productId)}
                prefetch={prefetch}
              >
                <span lang="en">{product.englishName}</span>
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
