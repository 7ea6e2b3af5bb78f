import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/wallet-sandbox';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { isWalletSandboxOrderId, walletSandboxOrderQuery } from '~/features/billing/api/wallet-sandbox';
import { BillingNotice } from '~/features/billing/components/billing-notice';
import {
  SandboxFinished,
  SandboxLookupFailed,
  SandboxPage,
  SandboxPayment,
} from '~/features/billing/components/sandbox-page';
import { WalletApprovalForm } from '~/features/billing/components/wallet-approval-form';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { prefetchPageQueries } from '~/lib/query/prefetch-page.server';
import { pageUrlOf } from '~/lib/routing/page-url';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.walletSandbox.title');

/** PayPal sends the payer to its page with the order as `token`; the sandbox wallet's page takes the same. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = pageUrlOf(request).searchParams.get('token');
  const orderId = isWalletSandboxOrderId(token) ? token : null;
  const dehydratedState = await prefetchPageQueries(request, (api) =>
    orderId ? [walletSandboxOrderQuery.options(api, { params: { orderId } })] : [],
  );
  return { orderId, dehydratedState };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function Approval({ orderId }: { orderId: string }) {
  const { t, lang } = useI18n();
  const order = walletSandboxOrderQuery.use({ params: { orderId } });
  if (order.isError) return <SandboxLookupFailed title={t('walletSandbox.missing')} error={order.error} />;
  const data = order.data;
  if (!data) return <span className="skeleton" style={{ height: '20rem' }} />;
  if (data.status !== 'created') {
    const isClosed = data.status === 'cancelled';
    return (
      <SandboxFinished
        isDone={!isClosed}
        title={isClosed ? t('walletSandbox.closed') : t('walletSandbox.done')}
        to={isClosed ? data.cancelPath : data.returnPath}
      />
    );
  }
  const amount = formatMoney(data.amount, lang);
  return (
    <SandboxPayment
      title={t('walletSandbox.title')}
      amount={amount}
      amountTestId="wallet-amount"
      description={data.description}
    >
      <WalletApprovalForm orderId={orderId} amount={amount} />
    </SandboxPayment>
  );
}

/** Login required: the sandbox wallet's approval page of `npm start` (stands in for PayPal; no real money). */
export default function WalletSandboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { orderId } = loaderData;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SandboxPage
        bannerId="wallet-sandbox-banner-title"
        title={t('walletSandbox.banner')}
        body={t('walletSandbox.bannerBody')}
      >
        {orderId ? (
          <Approval orderId={orderId} />
        ) : (
          <BillingNotice icon="alert" tone="sale" title={t('walletSandbox.missing')} headingLevel={1} />
        )}
      </SandboxPage>
    </HydrationBoundary>
  );
}
