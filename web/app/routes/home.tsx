import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/home';
import { getProductListQueryOptions, SPORT_TYPE } from '~/features/catalogue/api/get-product-list';
import { SportCoverage } from '~/features/catalogue/components/sport-coverage';
import { CodeSample } from '~/features/marketing/components/code-sample';
import { FeatureGrid } from '~/features/marketing/components/feature-grid';
import { Hero } from '~/features/marketing/components/hero';
import { HowItWorks } from '~/features/marketing/components/how-it-works';
import { PlansTeaser, TrialBand } from '~/features/marketing/components/plans-teaser';
import { createTranslator, DEFAULT_LANG } from '~/i18n';
import { createServerApiClient } from '~/lib/api-client.server';
import { createQueryClient } from '~/lib/query-client';
import type { TRootData } from '~/lib/root-data';
import { buildMeta } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  // Football and basketball come with the root loader (the navigation needs them too);
  // the coverage band adds esports.
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery(getProductListQueryOptions(SPORT_TYPE.esports, createServerApiClient(request)));
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
