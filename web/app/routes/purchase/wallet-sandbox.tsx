import type { Route } from './+types/wallet-sandbox';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { sandboxPageLoader } from '~/features/billing/api/sandbox-page-loader.server';
import { walletSandboxLookup, type TWalletSandboxOrder } from '~/features/billing/api/wallet-sandbox';
import { SandboxFinished, SandboxPage, SandboxPayment } from '~/features/billing/components/sandbox-page';
import { WalletApprovalForm } from '~/features/billing/components/wallet-approval-form';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.walletSandbox.title');

export const loader = sandboxPageLoader(walletSandboxLookup);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function Approval({ order, orderId }: { order: TWalletSandboxOrder; orderId: string }) {
  const { t } = useI18n();
  if (order.status !== 'created') {
    const isClosed = order.status === 'cancelled';
    return (
      <SandboxFinished
        isDone={!isClosed}
        title={isClosed ? t('walletSandbox.closed') : t('walletSandbox.done')}
        to={isClosed ? order.cancelPath : order.returnPath}
      />
    );
  }
  return (
    <SandboxPayment title={t('walletSandbox.title')} payment={order} amountTestId="wallet-amount">
      {(amount) => <WalletApprovalForm orderId={orderId} amount={amount} />}
    </SandboxPayment>
  );
}

/** Login required: the sandbox wallet's approval page of `npm start` (stands in for PayPal; no real money). */
export default function WalletSandboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <SandboxPage
      page={loaderData}
      bannerId="wallet-sandbox-banner-title"
      texts="walletSandbox"
      lookup={walletSandboxLookup}
    >
      {(order, orderId) => <Approval order={order} orderId={orderId} />}
    </SandboxPage>
  );
}
