import type { Route } from './+types/plans';
import { ConsolePage } from '~/components/layout/console-page';
import { LinkButton } from '~/components/ui/button';
import { Panel } from '~/components/ui/panel';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { subscriptionsQuery } from '~/features/billing/api/subscriptions';
import { trialsQuery } from '~/features/billing/api/trials';
import { BillingNotice } from '~/features/billing/components/billing-notice';
import { LoadedList } from '~/features/billing/components/loaded-list';
import { SubscriptionList } from '~/features/billing/components/subscription-list';
import { TrialList } from '~/features/billing/components/trial-list';
import { useI18n } from '~/i18n';
import { prefetchingLoader } from '~/lib/query/prefetch-page.server';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.plans.title');

export const loader = prefetchingLoader((api) => [subscriptionsQuery.options(api), trialsQuery.options(api)]);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function Plans() {
  const { t, lang } = useI18n();
  const subscriptions = subscriptionsQuery.use();
  const trials = trialsQuery.use();
  const isEmpty = subscriptions.data?.subscriptions.length === 0 && trials.data?.trials.length === 0;
  const startTrial = (
    <LinkButton to={`/auth/freetrial?lang=${lang}`} variant="secondary" size="sm">
      {t('plans.startTrial')}
    </LinkButton>
  );
  if (isEmpty) {
    return (
      <BillingNotice
        icon="tag"
        tone="info"
        title={t('plans.emptyTitle')}
        actions={
          <>
            <LinkButton to={`/products/football?lang=${lang}`} size="sm">
              {t('plans.browse')}
            </LinkButton>
            {startTrial}
          </>
        }
      >
        <p>{t('plans.emptyBody')}</p>
      </BillingNotice>
    );
  }
  return (
    <>
      <Panel
        id="subscriptions"
        title={t('plans.subscriptions')}
        actions={
          <LinkButton to={`/products/football?lang=${lang}`} variant="ghost" size="sm">
            {t('plans.browse')}
          </LinkButton>
        }
      >
        <LoadedList query={subscriptions} items={(data) => data.subscriptions} empty={t('plans.emptyBody')}>
          {(items) => <SubscriptionList subscriptions={items} />}
        </LoadedList>
      </Panel>
      <Panel
        id="trials"
        title={t('plans.trials')}
        actions={trials.data && trials.data.trials.length < 3 ? startTrial : undefined}
      >
        <LoadedList query={trials} items={(data) => data.trials} empty={t('plans.noTrials')}>
          {(items) => <TrialList trials={items} />}
        </LoadedList>
      </Panel>
    </>
  );
}

/** Console: the customer's subscriptions and free trials, with unsubscribe, restore and resubscribe. */
export default function PlansPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsolePage page={loaderData} title="plans.page.title" subtitle="plans.page.subtitle">
      <Plans />
    </ConsolePage>
  );
}
