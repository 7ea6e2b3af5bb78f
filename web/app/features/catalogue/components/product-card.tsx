import { Link } from 'react-router';
import { Icon } from '~/components/ui/icon';
import { IconTile } from '~/components/ui/icon-tile';
import '~/components/ui/layout-primitives.css';
import { useI18n } from '~/i18n';
import { usePrefetchMode } from '~/lib/routing/connection';
import type { TProductCard } from '../api/get-product-cards';
import type { TSportName } from '../sports';
import { productDetailPath } from '../utils/product-path';
import { PriceTag } from './price-tag';
import { ProductTag } from './product-tag';
import './catalogue.css';

const MAX_POINTS = 4;

export function ProductCard({ sport, product }: { sport: TSportName; product: TProductCard }) {
  const { t } = useI18n();
  const prefetch = usePrefetchMode();
  const to = productDetailPath(sport, product.name, product.productId);
  return (
    <article className="product-card surface">
      <header className="product-card__header">
        <IconTile name={sport} aria-hidden="true" />
        <ProductTag tag={product.tag} />
      </header>
      <h2 className="product-card__title">
        <Link to={to} prefetch={prefetch} className="product-card__link stretched-link">
          {product.name}
        </Link>
      </h2>
      {product.leaguesCount > 0 ? (
        <p className="meta-text">{t('products.leaguesCount', { count: product.leaguesCount })}</p>
      ) : null}
      <ul className="product-card__points">
        {product.sellingPoints.slice(0, MAX_POINTS).map((point) => (
          <li key={point}>
            <Icon name="check" size={16} />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <footer className="product-card__footer">
        {product.fromPrice ? (
          <PriceTag money={product.fromPrice} period={product.fromPrice.period} isFrom />
        ) : (
          <p className="price-tag__custom">{t('products.customPrice')}</p>
        )}
        <span className="product-card__cta" aria-hidden="true">
          {t('products.viewPlans')}
          <Icon name="arrowRight" size={16} />
        </span>
      </footer>
    </article>
  );
}
