import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import type { ReactNode } from 'react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/detail';
import { LinkButton } from '~/components/ui/button';
import { CheckList } from '~/components/ui/check-list';
import { HeadedSection } from '~/components/ui/headed-section';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { getProductDetail } from '~/features/catalogue/api/get-product-detail';
import { purchasePath } from '~/features/billing/order-params';
import { PlansTable } from '~/features/catalogue/components/plans-table';
import { PriceTag } from '~/features/catalogue/components/price-tag';
import { ProductTag } from '~/features/catalogue/components/product-tag';
import { canonicalProductRedirect, productDetailPath } from '~/features/catalogue/utils/product-path';
import { parseProductSlug, sportNameOf } from '~/features/catalogue/utils/product-slug';
import { PageHero } from '~/features/site-pages/components/page-hero';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { ApiError } from '~/lib/api/api-error';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { pageUrlOf } from '~/lib/routing/page-url';
import { useRootData } from '~/root-data';
import { buildPublicMeta, readMetaContext } from '~/lib/seo/route-meta';
import { authPathWithRedirect } from '~/lib/session/signup-redirect';
import { useTrialOffer } from '~/lib/free-trial/trial-offer';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

/**
 * SPEC 2: both URL families; the id is the trailing number. Unknown ids render the 404 page with
 * status 404; a known id under the wrong sport or an outdated slug is moved permanently to the
 * product's canonical address (query kept).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const parsed = parseProductSlug(params.slug);
  if (!parsed) throw data(null, { status: 404 });
  const product = await getProductDetail(createServerApiClient(request), parsed.productId, resolveLang(request)).catch(
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.resultCode === 12003)) {
        throw data(null, { status: 404 });
      }
      throw error;
    },
  );
  const url = pageUrlOf(request);
  const target = canonicalProductRedirect(url.pathname, product);
  if (target) throw redirect(`${target}${url.search}`, 301);
  return { product };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  if (!args.loaderData) return [{ title: t('meta.notFound.title') }, { name: 'robots', content: 'noindex' }];
  const { product } = args.loaderData;
  return buildPublicMeta(args, {
    title: product.seo.title || t('meta.productDetail.title', { name: product.name }),
    description: product.seo.description || t('meta.productDetail.description', { name: product.name }),
    keywords: product.seo.keywords,
    pathname: productDetailPath(sportNameOf(product.sportType), product.englishName, product.productId),
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/** One part of the page's main column. */
function Part(props: { id: string; title: string; children: ReactNode }) {
  return <HeadedSection {...props} headingClassName="product-detail__h2" />;
}

type TProduct = Route.ComponentProps['loaderData']['product'];

function LeagueList({ leagues }: { leagues: TProduct['availableLeagues'] }) {
  const { t } = useI18n();
  return (
    <ul className="league-list">
      {leagues.map((league) => (
        <li key={league.leagueId}>
          <span>{league.name}</span>
          <span className="league-list__country">{league.type === 1 ? t('productDetail.cup') : league.country}</span>
        </li>
      ))}
    </ul>
  );
}

function InterfaceList({ interfaces }: { interfaces: TProduct['interfaces'] }) {
  return (
    <ul className="interface-list">
      {interfaces.map((item) => (
        <li key={item.docRef}>
          <Link className="spread" to={`/docs?id=${encodeURIComponent(item.docRef)}`}>
            <span>{item.name}</span>
            <Icon name="arrowRight" size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const { lang, t } = useI18n();
  const trial = useTrialOffer();
  const isLoggedIn = Boolean(useRootData()?.user);
  const sport = sportNameOf(product.sportType);
  // SPEC 6: a visitor registers first and comes back to the checkout of the plan they picked.
  const signedInOrRegister = (path: string) => (isLoggedIn ? path : authPathWithRedirect('/auth/register', lang, path));
  const subscribePath = (plan: { planId: number }) =>
    signedInOrRegister(purchasePath({ productId: product.productId, planId: plan.planId }));
  return (
    <>
      <PageHero eyebrow={t(`sportTitle.${sport}`)} title={product.name} lead={product.seo.description || undefined}>
        <div className="page-hero__actions">
          <ProductTag tag={product.tag} />
          {product.availableLeagues.length > 0 ? (
            <span className="page-hero__lead">
              {t('products.leaguesCount', { count: product.availableLeagues.length })}
            </span>
          ) : null}
        </div>
      </PageHero>
      <section className="section">
        <Container>
          <div className="product-detail">
            <div className="product-detail__main">
              <Part id="plans-heading" title={t('productDetail.plans')}>
                <PlansTable plans={product.plans} subscribePath={subscribePath} />
              </Part>
              {product.sellingPoints.length > 0 ? (
                <Part id="points-heading" title={t('productDetail.whatYouGet')}>
                  <CheckList items={product.sellingPoints} />
                </Part>
              ) : null}
              {product.availableLeagues.length > 0 ? (
                <Part id="leagues-heading" title={t('productDetail.leagues')}>
                  <LeagueList leagues={product.availableLeagues} />
                </Part>
              ) : null}
              {product.interfaces.length > 0 ? (
                <Part id="interfaces-heading" title={t('productDetail.interfaces')}>
                  <InterfaceList interfaces={product.interfaces} />
                </Part>
              ) : null}
            </div>
            <aside className="product-detail__aside" aria-label={t('productDetail.getStarted')}>
              <div className="subscribe-card surface">
                {product.fromPrice ? (
                  <PriceTag money={product.fromPrice} period={product.fromPrice.period} isFrom />
                ) : null}
                <LinkButton to={trial.path} block>
                  {t('nav.startTrial')}
                </LinkButton>
                <LinkButton
                  to={signedInOrRegister(`/subscribe?productId=${product.productId}`)}
                  variant="secondary"
                  block
                >
                  {t('productDetail.subscribe')}
                </LinkButton>
                <p className="subscribe-card__note">{t('productDetail.trialNote', { days: trial.days })}</p>
              </div>
            </aside>
          </div>
        </Container>
      </section>
    </>
  );
}
