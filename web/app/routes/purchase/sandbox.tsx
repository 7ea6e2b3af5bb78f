import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/sandbox';
import { LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { PageErrorBoundary } from '~/components/layout/error-page';
import {
  getSandboxCheckoutQueryOptions,
  isSandboxSessionId,
  useSandboxCheckout,
} from '~/features/billing/api/sandbox-checkout';
import { BillingNotice } from '~/features/billing/components/billing-notice';
import { SandboxCardForm } from '~/features/billing/components/sandbox-card-form';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { errorText } from '~/lib/language/error-text';
import { createQueryClient } from '~/lib/query/query-client';
import { pageUrlOf } from '~/lib/routing/page-url';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.sandbox.title');

export async function loader({ request }: Route.LoaderArgs) {
  const session = pageUrlOf(request).searchParams.get('session');
  const sessionId = isSandboxSessionId(session) ? session : null;
  const queryClient = createQueryClient();
  if (sessionId) {
    await queryClient.prefetchQuery(getSandboxCheckoutQueryOptions(sessionId, createServerApiClient(request)));
  }
  return { sessionId, dehydratedState: dehydrate(queryClient) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function SandboxBanner() {
  const { t } = useI18n();
  return (
    <section className="sandbox-banner" aria-labelledby="sandbox-banner-title">
      <Container className="sandbox-banner__inner">
        <Icon name="alert" size={20} />
        <p>
          <strong id="sandbox-banner-title">{t('sandbox.banner')}</strong> <span>{t('sandbox.bannerBody')}</span>
        </p>
      </Container>
    </section>
  );
}

function Checkout({ sessionId }: { sessionId: string }) {
  const { t, lang } = useI18n();
  const checkout = useSandboxCheckout(sessionId);
  if (checkout.isError) {
    return (
      <BillingNotice icon="alert" tone="danger" title={t('sandbox.missing')} headingLevel={1}>
        <p>{errorText(checkout.error, t)}</p>
      </BillingNotice>
    );
  }
  const session = checkout.data;
  if (!session) return <span className="skeleton" style={{ height: '20rem' }} />;
  if (session.status !== 'open') {
    const isPaid = session.status === 'complete';
    return (
      <BillingNotice
        icon={isPaid ? 'check' : 'alert'}
        tone={isPaid ? 'accent' : 'sale'}
        headingLevel={1}
        title={isPaid ? t('sandbox.complete') : t('sandbox.expired')}
        actions={
          <LinkButton to={isPaid ? session.successPath : session.cancelPath}>{t('sandbox.continue')}</LinkButton>
        }
      />
    );
  }
  const amount = formatMoney(session.amount, lang);
  return (
    <div className="billing-card sandbox-checkout">
      <h1 className="billing-card__title sandbox-checkout__title">{t('sandbox.title')}</h1>
      <dl className="sandbox-checkout__summary">
        <div>
          <dt>{t('sandbox.amount')}</dt>
          <dd className="sandbox-checkout__amount" data-testid="sandbox-amount">
            {amount}
          </dd>
        </div>
        <div>
          <dt>{t('sandbox.for')}</dt>
          <dd lang="en">{session.description}</dd>
        </div>
      </dl>
      <SandboxCardForm sessionId={sessionId} amount={amount} />
    </div>
  );
}

/** Login required: the embedded sandbox checkout of `npm start` (Stripe's test cards, no real money). */
export default function SandboxCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { sessionId } = loaderData;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SandboxBanner />
      <section className="section billing-page">
        <Container className="billing-narrow">
          {sessionId ? (
            <Checkout sessionId={sessionId} />
          ) : (
            <BillingNotice icon="alert" tone="sale" title={t('sandbox.missing')} headingLevel={1} />
          )}
        </Container>
      </section>
    </HydrationBoundary>
  );
}
