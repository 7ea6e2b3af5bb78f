import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import { data, Link } from 'react-router';
import type { Route } from './+types/list';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { getProductCards, type TProductCard } from '~/features/catalogue/api/get-product-cards';
import { SPORT_TYPE, type TSportName } from '~/features/catalogue/sports';
import { ProductCard } from '~/features/catalogue/components/product-card';
import { isSportName } from '~/features/catalogue/utils/product-slug';
import { PageHero } from '~/features/site-pages/components/page-hero';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { buildPublicMeta, readMetaContext } from '~/lib/seo/route-meta';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

const SPORTS: readonly TSportName[] = ['football', 'basketball', 'esports'];
const TITLE_KEYS: Record<TSportName, TMessageKey> = {
  football: 'products.football.title',
  basketball: 'products.basketball.title',
  esports: 'products.esports.title',
};
const LEAD_KEYS: Record<TSportName, TMessageKey> = {
  football: 'products.football.lead',
  basketball: 'products.basketball.lead',
  esports: 'products.esports.lead',
};
const TAB_KEYS: Record<TSportName, TMessageKey> = {
  football: 'nav.football',
  basketball: 'nav.basketball',
  esports: 'products.esports.tab',
};

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isSportName(params.sport)) throw data(null, { status: 404 });
  // A failed call shows the "could not load" state inside the page rather than an error page.
  const products = await getProductCards(
    createServerApiClient(request),
    SPORT_TYPE[params.sport],
    resolveLang(request),
  ).catch(() => null);
  return { sport: params.sport, products };
}

export const meta: Route.MetaFunction = (args) => {
  const sport = args.loaderData?.sport;
  if (!sport) return [];
  const { t } = readMetaContext(args);
  return buildPublicMeta(args, {
    title: t('meta.products.title', { name: t(TITLE_KEYS[sport]) }),
    description: t(LEAD_KEYS[sport]),
  });
};

/** `products` is null when the catalogue call failed. */
function ProductGrid({ sport, products }: { sport: TSportName; products: TProductCard[] | null }) {
  const { t } = useI18n();
  if (!products || products.length === 0) {
    return (
      <div className="empty-state">
        <Icon name={sport} size={28} />
        <p>{products ? t('products.empty') : t('products.loadFailed')}</p>
      </div>
    );
  }
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard sport={sport} product={product} />
        </li>
      ))}
    </ul>
  );
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { sport, products } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('products.eyebrow')} title={t(TITLE_KEYS[sport])} lead={t(LEAD_KEYS[sport])}>
        <nav className="page-hero__tabs cluster" aria-label={t('products.sportsNav')}>
          {SPORTS.map((name) => (
            <Link
              key={name}
              to={`/products/${name}`}
              className="page-hero__tab with-icon"
              aria-current={name === sport ? 'page' : undefined}
            >
              <Icon name={name} size={16} />
              {t(TAB_KEYS[name])}
            </Link>
          ))}
        </nav>
      </PageHero>
      <section className="section" aria-label={t(TITLE_KEYS[sport])}>
        <Container>
          <ProductGrid sport={sport} products={products} />
        </Container>
      </section>
    </>
  );
}
