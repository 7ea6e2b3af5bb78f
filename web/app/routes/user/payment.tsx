import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/payment';
import { PageHeader, Panel } from '~/components/ui/panel';
import { LoadFailed } from '~/components/feedback/load-failed';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { paymentMethodQuery, transactionsQuery } from '~/features/billing/api/payments';
import { LoadedList } from '~/features/billing/components/loaded-list';
import { TransactionsTable } from '~/features/billing/components/transactions-table';
import { useI18n } from '~/i18n';
import { prefetchingLoader } from '~/lib/query/prefetch-page.server';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.payment.title');

export const loader = prefetchingLoader((api) => [transactionsQuery.options(api), paymentMethodQuery.options(api)]);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/** The card kept for renewals: brand, last four digits and expiry, never more. */
function PaymentMethod() {
  const { t } = useI18n();
  const method = paymentMethodQuery.use();
  const card = method.data?.card;
  return (
    <Panel id="payment-method" title={t('payment.method.title')}>
      {method.isError ? <LoadFailed error={method.error} /> : null}
      {method.data && !card ? <p className="empty-state empty-state--compact">{t('payment.method.none')}</p> : null}
      {card ? (
        <>
          <p>
            <strong>
              {t('payment.method.card', { brand: cardBrandName(card.brand), last4: card.last4 ?? '····' })}
            </strong>
            {card.expMonth && card.expYear ? (
              <span className="meta-text">
                {' · '}
                {t('payment.method.expires', {
                  month: String(card.expMonth).padStart(2, '0'),
                  year: String(card.expYear),
                })}
              </span>
            ) : null}
          </p>
          <p className="meta-text">{t('payment.method.note')}</p>
        </>
      ) : null}
    </Panel>
  );
}

/** Brands as their owners write them (`mastercard` → Mastercard, `amex` → American Express). */
function cardBrandName(brand: string | null): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    diners: 'Diners Club',
  };
  return brand ? (names[brand] ?? brand) : 'Card';
}

function Transactions() {
  const { t } = useI18n();
  const transactions = transactionsQuery.use();
  return (
    <Panel id="transactions" title={t('payment.transactions')}>
      <LoadedList query={transactions} items={(data) => data.transactions} empty={t('payment.empty')}>
        {(items) => <TransactionsTable transactions={items} />}
      </LoadedList>
    </Panel>
  );
}

/** Console: the card kept for renewals, and every payment with its result and documents. */
export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PageHeader title={t('payment.page.title')} subtitle={t('payment.page.subtitle')} />
      <PaymentMethod />
      <Transactions />
    </HydrationBoundary>
  );
}
