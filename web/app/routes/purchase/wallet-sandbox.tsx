import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/wallet-sandbox';
import { LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { PageErrorBoundary } from '~/components/layout/error-page';
import {
  getWalletSandboxOrderQueryOptions,
  isWalletSandboxOrderId,
  useWalletSandboxOrder,
} from '~/features/billing/api/wallet-sandbox';
import { BillingNotice } from '~/features/billing/components/billing-notice';
import { WalletApprovalForm } from '~/features/billing/components/wallet-approval-form';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { errorText } from '~/lib/language/error-text';
import { createQueryClient } from '~/lib/query/query-client';
import { pageUrlOf } from '~/lib/routing/page-url';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.walletSandbox.title');

/** PayPal sends the payer to its page with the order as `token`; the sandbox wallet's page takes the same. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = pageUrlOf(request).searchParams.get('token');
  const orderId = isWalletSandboxOrderId(token) ? token : null;
  const queryClient = createQueryClient();
  if (orderId) {
    await queryClient.prefetchQuery(getWalletSandboxOrderQueryOptions(orderId, createServerApiClient(request)));
  }
  return { orderId, dehydratedState: dehydrate(queryClient) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function WalletSandboxBanner() {
  const { t } = useI18n();
  return (
    <section className="sandbox-banner" aria-labelledby="wallet-sandbox-banner-title">
      <Container className="sandbox-banner__inner">
        <Icon name="alert" size={20} />
        <p>
          <strong id="wallet-sandbox-banner-title">{t('walletSandbox.banner')}</strong>{' '}
          <span>{t('walletSandbox.bannerBody')}</span>
        </p>
      </Container>
    </section>
  );
}

function Approval({ orderId }: { orderId: string }) {
  const { t, lang } = useI18n();
  const order = useWalletSandboxOrder(orderId);
  if (order.isError) {
    return (
      <BillingNotice icon="alert" tone="danger" title={t('walletSandbox.missing')} headingLevel={1}>
        <p>{errorText(order.error, t)}</p>
      </BillingNotice>
    );
  }
  const data = order.data;
  if (!data) return <span className="skeleton" style={{ height: '20rem' }} />;
  if (data.status !== 'created') {
    const isClosed = data.status === 'cancelled';
    return (
      <BillingNotice
        icon={isClosed ? 'alert' : 'check'}
        tone={isClosed ? 'sale' : 'accent'}
        headingLevel={1}
        title={isClosed ? t('walletSandbox.closed') : t('walletSandbox.done')}
        actions={<LinkButton to={isClosed ? data.cancelPath : data.returnPath}>{t('sandbox.continue')}</LinkButton>}
      />
    );
  }
  const amount = formatMoney(data.amount, lang);
  return (
    <div className="billing-card sandbox-checkout">
      <h1 className="billing-card__title sandbox-checkout__title">{t('walletSandbox.title')}</h1>
      <dl className="sandbox-checkout__summary">
        <div>
          <dt>{t('sandbox.amount')}</dt>
          <dd className="sandbox-checkout__amount" data-testid="wallet-amount">
            {amount}
          </dd>
        </div>
        <div>
          <dt>{t('sandbox.for')}</dt>
          <dd lang="en">{data.description}</dd>
        </div>
      </dl>
      <WalletApprovalForm orderId={orderId} amount={amount} />
    </div>
  );
}

/** Login required: the sandbox wallet's approval page of `npm start` (stands in for PayPal; no real money). */
export default function WalletSandboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { orderId } = loaderData;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <WalletSandboxBanner />
      <section className="section billing-page">
        <Container className="billing-narrow">
          {orderId ? (
            <Approval orderId={orderId} />
          ) : (
            <BillingNotice icon="alert" tone="sale" title={t('walletSandbox.missing')} headingLevel={1} />
          )}
        </Container>
      </section>
    </HydrationBoundary>
  );
}
