import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import type { Route } from './+types/home';
import { getProductList } from '~/features/catalogue/api/get-product-list';
import { SPORT_TYPE } from '~/features/catalogue/sports';
import { SportCoverage } from '~/features/catalogue/components/sport-coverage';
import { getHomeBanner } from '~/features/marketing/api/get-home-banner';
import { HomeBanner } from '~/features/marketing/components/home-banner';
import { CodeSample } from '~/features/marketing/components/code-sample';
import { FeatureGrid } from '~/features/marketing/components/feature-grid';
import { Hero } from '~/features/marketing/components/hero';
import { HowItWorks } from '~/features/marketing/components/how-it-works';
import { PlansTeaser, TrialBand } from '~/features/marketing/components/plans-teaser';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { buildPublicMeta, readMetaContext } from '~/lib/seo/route-meta';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

export async function loader({ request }: Route.LoaderArgs) {
  // Football and basketball come with the root loader (the navigation needs them too);
  // the coverage band adds esports. Either call failing leaves its part empty, not the page.
  const api = createServerApiClient(request);
  const [esports, bannerHtml] = await Promise.all([
    getProductList(api, SPORT_TYPE.esports).catch(() => []),
    getHomeBanner(api, resolveLang(request)).catch(() => ''),
  ]);
  return { esports, bannerHtml };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  return buildPublicMeta(args, { title: t('meta.home.title'), description: t('meta.home.description') });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeBanner html={loaderData.bannerHtml} />
      <Hero />
      <SportCoverage esports={loaderData.esports} />
      <FeatureGrid />
      <HowItWorks />
      <CodeSample />
      <PlansTeaser />
      <TrialBand />
    </>
  );
}
