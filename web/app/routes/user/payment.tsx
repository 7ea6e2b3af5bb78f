import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/payment';
import { Alert } from '~/components/ui/alert';
import { PageHeader, Panel } from '~/components/ui/panel';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { getTransactionsQueryOptions, useTransactions } from '~/features/billing/api/payments';
import { TransactionsTable } from '~/features/billing/components/transactions-table';
import { useI18n } from '~/i18n';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { errorText } from '~/lib/language/error-text';
import { createQueryClient } from '~/lib/query/query-client';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.payment.title');

export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery(getTransactionsQueryOptions(createServerApiClient(request)));
  return { dehydratedState: dehydrate(queryClient) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function Transactions() {
  const { t } = useI18n();
  const transactions = useTransactions();
  return (
    <Panel id="transactions" title={t('payment.transactions')}>
      {transactions.isError ? (
        <Alert tone="error" title={t('common.loadFailed')}>
          <p>{errorText(transactions.error, t)}</p>
        </Alert>
      ) : null}
      {transactions.data ? (
        transactions.data.transactions.length > 0 ? (
          <TransactionsTable transactions={transactions.data.transactions} />
        ) : (
          <p className="billing-empty">{t('payment.empty')}</p>
        )
      ) : null}
    </Panel>
  );
}

/** Console: every payment with its result (no saved card: the contracts do not give one). */
export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PageHeader title={t('payment.page.title')} subtitle={t('payment.page.subtitle')} />
      <Transactions />
    </HydrationBoundary>
  );
}
