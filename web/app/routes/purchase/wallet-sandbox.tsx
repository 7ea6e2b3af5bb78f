import type { Route } from './+types/wallet-sandbox';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { sandboxPageLoader } from '~/features/billing/api/sandbox-page-loader.server';
import { isWalletSandboxOrderId, walletSandboxOrderQuery } from '~/features/billing/api/wallet-sandbox';
import {
  SandboxFinished,
  SandboxLookupPending,
  SandboxPage,
  SandboxPayment,
} from '~/features/billing/components/sandbox-page';
import { WalletApprovalForm } from '~/features/billing/components/wallet-approval-form';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.walletSandbox.title');

/** PayPal sends the payer to its page with the order as `token`; the sandbox wallet's page takes the same. */
export const loader = sandboxPageLoader('token', isWalletSandboxOrderId, (api, orderId) =>
  walletSandboxOrderQuery.options(api, { params: { orderId } }),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function Approval({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const order = walletSandboxOrderQuery.use({ params: { orderId } });
  if (order.isError || !order.data) return <SandboxLookupPending title={t('walletSandbox.missing')} lookup={order} />;
  const data = order.data;
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
  return (
    <SandboxPayment title={t('walletSandbox.title')} payment={data} amountTestId="wallet-amount">
      {(amount) => <WalletApprovalForm orderId={orderId} amount={amount} />}
    </SandboxPayment>
  );
}

/** Login required: the sandbox wallet's approval page of `npm start` (stands in for PayPal; no real money). */
export default function WalletSandboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <SandboxPage page={loaderData} bannerId="wallet-sandbox-banner-title" texts="walletSandbox">
      {(orderId) => <Approval orderId={orderId} />}
    </SandboxPage>
  );
}
