import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import { Icon } from '~/components/ui/icon';
import { Section } from '~/components/ui/section';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { useRootData } from '~/root-data';
import type { TProduct } from '../api/get-product-list';
import type { TSportName } from '../sports';
import { productDetailPath } from '../utils/product-path';
import { ProductTag } from './product-tag';
import '~/components/ui/tone.css';
import './sport-coverage.css';

const VISIBLE_PRODUCTS = 6;

const SPORT_TONE: Record<TSportName, string> = {
  football: 'tone-accent',
  basketball: 'tone-sale',
  esports: 'tone-info',
};

const SPORTS: ReadonlyArray<{ sport: TSportName; blurbKey: TMessageKey }> = [
  { sport: 'football', blurbKey: 'home.coverage.football' },
  { sport: 'basketball', blurbKey: 'home.coverage.basketball' },
  { sport: 'esports', blurbKey: 'home.coverage.esports' },
];

function SportCard({ sport, blurbKey, products }: { sport: TSportName; blurbKey: TMessageKey; products: TProduct[] }) {
  const t = useT();
  const visible = products.slice(0, VISIBLE_PRODUCTS);
  const hidden = products.length - visible.length;
  return (
    <Card className="sport-card" interactive>
      <div className={`sport-card__icon ${SPORT_TONE[sport]}`}>
        <Icon name={sport} size={26} />
      </div>
      <h3 className="sport-card__title">{t(`sportTitle.${sport}`)}</h3>
      <p className="sport-card__blurb">{t(blurbKey)}</p>
      {visible.length > 0 ? (
        <ul className="sport-card__products cluster">
          {visible.map((product) => (
            <li key={product.productId}>
              <Link className="product-chip" to={productDetailPath(sport, product.englishName, product.productId)}>
                <span lang="en">{product.englishName}</span>
                <ProductTag tag={product.tag} />
              </Link>
            </li>
          ))}
          {hidden > 0 ? (
            <li className="product-chip product-chip--more">{t('home.coverage.more', { count: hidden })}</li>
          ) : null}
        </ul>
      ) : (
        <p className="sport-card__empty">{t('home.coverage.empty')}</p>
      )}
      <Link to={`/products/${sport}`} className="sport-card__link">
        {t('home.coverage.explore', { sport: t(`sport.${sport}`) })}
        <Icon name="arrowRight" size={16} />
      </Link>
    </Card>
  );
}

/**
 * Home page coverage band: one card per sport with the catalogue's products. Football and
 * basketball come with the root data (the navigation shows them too); esports from the home loader.
 */
export function SportCoverage({ esports }: { esports: TProduct[] }) {
  const t = useT();
  const nav = useRootData()?.nav;
  const lists: Record<TSportName, TProduct[]> = {
    football: nav?.football ?? [],
    basketball: nav?.basketball ?? [],
    esports,
  };
  return (
    <Section
      id="coverage"
      eyebrow={t('home.coverage.eyebrow')}
      title={t('home.coverage.title')}
      subtitle={t('home.coverage.subtitle')}
    >
      <div className="sport-grid">
        {SPORTS.map(({ sport, blurbKey }) => (
          <SportCard key={sport} sport={sport} blurbKey={blurbKey} products={lists[sport]} />
        ))}
      </div>
    </Section>
  );
}
