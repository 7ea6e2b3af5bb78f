import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/freetrial';
import { Container } from '~/components/ui/container';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { trialsQuery } from '~/features/billing/api/trials';
import { TrialSports, TrialTerms } from '~/features/billing/components/trial-sports';
import { PageHero } from '~/features/site-pages/components/page-hero';
import { useI18n } from '~/i18n';
import { prefetchingLoader } from '~/lib/query/prefetch-page.server';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.freetrial.title');

export const loader = prefetchingLoader((api) => [trialsQuery.options(api)]);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/** Login required: the trial terms from the billing service and a Start button per sport (SPEC 9). */
export default function FreeTrialPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PageHero eyebrow={t('freetrial.eyebrow')} title={t('freetrial.title')} lead={t('freetrial.subtitle')} />
      <section className="section billing-page">
        <Container className="billing-stack">
          <TrialTerms />
          <TrialSports />
        </Container>
      </section>
    </HydrationBoundary>
  );
}
