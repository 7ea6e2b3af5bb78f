import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/payment';
import { Panel } from '~/components/ui/panel';
import { LoadFailed } from '~/components/feedback/load-failed';
import { ConsolePage } from '~/components/layout/console-page';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { paymentMethodQuery, transactionsQuery } from '~/features/billing/api/payments';
import { useReplacePaymentMethod } from '~/features/billing/api/replace-payment-method';
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

/**
 * Back from the provider's card page (`?card=saved` or `cancelled`): what became of it, announced and
 * focused so keyboard and screen-reader users hear it first.
 */
function CardSetupOutcome({ outcome }: { outcome: string | null }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (outcome === 'saved' || outcome === 'cancelled') ref.current?.focus();
    if (outcome !== 'saved') return;
    // Stripe's webhook saves the card and charges an overdue renewal, and may land a moment after
    // the customer does: the card and the transactions are asked again for a little while.
    const timers = [2_000, 5_000, 10_000].map((delay) =>
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: paymentMethodQuery.queryKey });
        void queryClient.invalidateQueries({ queryKey: transactionsQuery.queryKey });
      }, delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [outcome, queryClient]);
  if (outcome !== 'saved' && outcome !== 'cancelled') return null;
  return (
    <div ref={ref} tabIndex={-1} role="status" className="payment-method__outcome" data-testid="card-setup-outcome">
      {outcome === 'saved' ? (
        <Alert tone="success" title={t('payment.method.saved')}>
          <p>{t('payment.method.savedBody')}</p>
        </Alert>
      ) : (
        <Alert tone="info" title={t('payment.method.cancelled')} />
      )}
    </div>
  );
}

/** The card kept for renewals: brand, last four digits and expiry, never more; and replacing it. */
function PaymentMethod() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const method = paymentMethodQuery.use();
  const replace = useReplacePaymentMethod();
  const card = method.data?.card;
  return (
    <Panel id="payment-method" title={t('payment.method.title')}>
      <CardSetupOutcome outcome={searchParams.get('card')} />
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
          <div className="billing-actions">
            <Button size="sm" variant="secondary" isBusy={replace.isPending} onClick={() => replace.mutate()}>
              {t('payment.method.replace')}
            </Button>
          </div>
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
  return (
    <ConsolePage page={loaderData} title="payment.page.title" subtitle="payment.page.subtitle">
      <PaymentMethod />
      <Transactions />
    </ConsolePage>
  );
}
