import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/sandbox';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { isSandboxSessionId, sandboxCheckoutQuery } from '~/features/billing/api/sandbox-checkout';
import { BillingNotice } from '~/features/billing/components/billing-notice';
import { SandboxCardForm } from '~/features/billing/components/sandbox-card-form';
import {
  SandboxCardSetup,
  SandboxFinished,
  SandboxLookupFailed,
  SandboxPage,
  SandboxPayment,
} from '~/features/billing/components/sandbox-page';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { prefetchPageQueries } from '~/lib/query/prefetch-page.server';
import { pageUrlOf } from '~/lib/routing/page-url';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.sandbox.title');

export async function loader({ request }: Route.LoaderArgs) {
  const session = pageUrlOf(request).searchParams.get('session');
  const sessionId = isSandboxSessionId(session) ? session : null;
  const dehydratedState = await prefetchPageQueries(request, (api) =>
    sessionId ? [sandboxCheckoutQuery.options(api, { params: { sessionId } })] : [],
  );
  return { sessionId, dehydratedState };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function Checkout({ sessionId }: { sessionId: string }) {
  const { t, lang } = useI18n();
  const checkout = sandboxCheckoutQuery.use({ params: { sessionId } });
  if (checkout.isError) return <SandboxLookupFailed title={t('sandbox.missing')} error={checkout.error} />;
  const session = checkout.data;
  if (!session) return <span className="skeleton" style={{ height: '20rem' }} />;
  const isSetup = session.mode === 'setup';
  if (session.status !== 'open') {
    const isPaid = session.status === 'complete';
    const title = isSetup
      ? t(isPaid ? 'sandbox.setupComplete' : 'sandbox.setupExpired')
      : t(isPaid ? 'sandbox.complete' : 'sandbox.expired');
    return (
      <SandboxFinished
        isDone={isPaid}
        title={title}
        to={isPaid ? session.successPath : session.cancelPath}
        continueLabel={isSetup ? t('sandbox.setupContinue') : undefined}
      />
    );
  }
  if (isSetup) {
    // Replacing the card kept for renewals: the same card form, nothing to pay.
    return (
      <SandboxCardSetup title={t('sandbox.setupTitle')} note={t('sandbox.setupNoCharge')}>
        <SandboxCardForm sessionId={sessionId} amount="" mode="setup" />
      </SandboxCardSetup>
    );
  }
  const amount = formatMoney(session.amount, lang);
  return (
    <SandboxPayment
      title={t('sandbox.title')}
      amount={amount}
      amountTestId="sandbox-amount"
      description={session.description}
    >
      <SandboxCardForm sessionId={sessionId} amount={amount} />
    </SandboxPayment>
  );
}

/** Login required: the embedded sandbox checkout of `npm start` (Stripe's test cards, no real money). */
export default function SandboxCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { sessionId } = loaderData;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SandboxPage bannerId="sandbox-banner-title" title={t('sandbox.banner')} body={t('sandbox.bannerBody')}>
        {sessionId ? (
          <Checkout sessionId={sessionId} />
        ) : (
          <BillingNotice icon="alert" tone="sale" title={t('sandbox.missing')} headingLevel={1} />
        )}
      </SandboxPage>
    </HydrationBoundary>
  );
}
