import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/home';
import { getProductListQueryOptions, SPORT_TYPE } from '~/features/catalogue/api/get-product-list';
import { SportCoverage } from '~/features/catalogue/components/sport-coverage';
import { getHomeBannerQueryOptions } from '~/features/marketing/api/get-home-banner';
import { HomeBanner } from '~/features/marketing/components/home-banner';
import { CodeSample } from '~/features/marketing/components/code-sample';
import { FeatureGrid } from '~/features/marketing/components/feature-grid';
import { Hero } from '~/features/marketing/components/hero';
import { HowItWorks } from '~/features/marketing/components/how-it-works';
import { PlansTeaser, TrialBand } from '~/features/marketing/components/plans-teaser';
import { createTranslator, DEFAULT_LANG } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api-client.server';
import { createQueryClient } from '~/lib/query-client';
import type { TRootData } from '~/lib/root-data';
import { buildMeta } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  // Football and basketball come with the root loader (the navigation needs them too);
  // the coverage band adds esports.
  const queryClient = createQueryClient();
  const api = createServerApiClient(request);
  await Promise.all([
    queryClient.prefetchQuery(getProductListQueryOptions(SPORT_TYPE.esports, api)),
    queryClient.prefetchQuery(getHomeBannerQueryOptions(resolveLang(request), api)),
  ]);
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData as TRootData | undefined;
  const t = createTranslator(root?.lang ?? DEFAULT_LANG);
  return buildMeta({
    title: t('meta.home.title'),
    description: t('meta.home.description'),
    origin: root?.origin ?? '',
    pathname: location.pathname,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomeBanner />
      <Hero />
      <SportCoverage />
      <FeatureGrid />
      <HowItWorks />
      <CodeSample />
      <PlansTeaser />
      <TrialBand />
    </HydrationBoundary>
  );
}
