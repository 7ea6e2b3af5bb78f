import { HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/purchase';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon, type TIconName } from '~/components/ui/icon';
import { PageErrorBoundary } from '~/components/layout/error-page';
import {
  getQuoteQueryOptions,
  useAddSubscriptionMutation,
  useQuote,
  type TOrderLine,
  type TPayMethod,
} from '~/features/billing/api/checkout';
import { paymentTarget } from '~/features/billing/billing-status';
import { ChoiceCards } from '~/features/billing/components/choice-cards';
import { NoPlanChosen } from '~/features/billing/components/billing-notice';
import { OrderSummary } from '~/features/billing/components/order-summary';
import { readOrderLine } from '~/features/billing/order-params';
import { formatMoney } from '~/features/catalogue';
import { PageHero } from '~/features/site-pages/components/page-hero';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { prefetchPageQueries } from '~/lib/query/prefetch-page.server';
import { pageUrlOf } from '~/lib/routing/page-url';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { announce } from '~/lib/ui-state/toast-store';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.purchase.title');

export async function loader({ request }: Route.LoaderArgs) {
  const line = readOrderLine(pageUrlOf(request).searchParams);
  const dehydratedState = await prefetchPageQueries(request, (api) =>
    line ? [getQuoteQueryOptions(line, '', api)] : [],
  );
  return { line, dehydratedState };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/** Codes that mean the customer already has what they are buying: their plans say so. */
const ALREADY_OWNED = new Set([13002, 13005, 13014]);

const PAY_METHODS = [
  { value: 'card', icon: 'card', label: 'purchase.card', note: 'purchase.cardNote' },
  { value: 'wallet', icon: 'layers', label: 'purchase.wallet', note: 'purchase.walletNote' },
] as const satisfies readonly { value: TPayMethod; icon: TIconName; label: string; note: string }[];

function PayPanel({ line, promotionCode, total }: { line: TOrderLine; promotionCode: string; total: string }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const add = useAddSubscriptionMutation(lang);
  const [failure, setFailure] = useState<unknown>(null);
  const [isLeaving, setLeaving] = useState(false);
  const [payMethod, setPayMethod] = useState<TPayMethod>('card');
  const isBusy = add.isPending || isLeaving;

  const pay = () => {
    if (isBusy) return;
    setFailure(null);
    add.mutate(
      { line, promotionCode, payMethod },
      {
        onSuccess: ({ paymentUrl }) => {
          const target = paymentTarget(paymentUrl);
          if (target?.kind === 'site') void navigate(target.path);
          else if (target?.kind === 'external') {
            setLeaving(true);
            window.location.assign(target.url);
          } else setFailure(new Error('unexpected payment page'));
        },
        onError: setFailure,
      },
    );
  };

  const code = resultCodeOf(failure);
  return (
    <section className="billing-card pay-panel" aria-labelledby="pay-title">
      <h2 id="pay-title" className="billing-card__title">
        {t('purchase.method')}
      </h2>
      <ChoiceCards
        name="payMethod"
        legend={t('purchase.method')}
        isLegendHidden
        choices={PAY_METHODS}
        value={payMethod}
        onChange={setPayMethod}
      />
      {failure ? (
        <Alert tone="error" title={errorText(failure, t)}>
          {code !== null && ALREADY_OWNED.has(code) ? (
            <Link className="text-link" to="/user/plans">
              {t('purchase.toPlans')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <Button size="lg" block onClick={pay} aria-disabled={isBusy || undefined} aria-busy={isBusy || undefined}>
        <Icon name="shield" size={18} />
        {isBusy ? t('purchase.paying') : t('purchase.pay', { amount: total })}
      </Button>
    </section>
  );
}

function Checkout({ line }: { line: TOrderLine }) {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState('');
  const [promotionError, setPromotionError] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);
  const quote = useQuote(line, applied);

  const applyCode = async (code: string) => {
    setChecking(true);
    try {
      const next = await queryClient.fetchQuery(getQuoteQueryOptions(line, code));
      setApplied(code);
      setPromotionError(null);
      announce(t('purchase.total') + ': ' + formatMoney(next.total, lang));
    } catch (error) {
      setPromotionError(errorText(error, t));
    } finally {
      setChecking(false);
    }
  };

  if (quote.isError && !quote.data) {
    return (
      <Alert tone="error" title={t('purchase.unavailable')}>
        <p>{errorText(quote.error, t)}</p>
        <div className="billing-actions">
          <LinkButton to={`/subscribe?productId=${line.productId}`} size="sm" variant="secondary">
            {t('purchase.otherPlans')}
          </LinkButton>
          <LinkButton to={`/products/football?lang=${lang}`} size="sm" variant="ghost">
            {t('purchase.toProducts')}
          </LinkButton>
        </div>
      </Alert>
    );
  }
  if (!quote.data) return <span className="skeleton" style={{ height: '12rem' }} />;
  return (
    <div className="checkout">
      <OrderSummary
        quote={quote.data}
        promotion={{
          applied,
          isChecking,
          error: promotionError,
          onApply: (code) => void applyCode(code),
          onRemove: () => {
            setApplied('');
            setPromotionError(null);
          },
        }}
      />
      <PayPanel line={line} promotionCode={applied} total={formatMoney(quote.data.total, lang)} />
    </div>
  );
}

/** Login required: the order summary of one plan, a promotion code, and Pay by card or wallet. */
export default function PurchasePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { line } = loaderData;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PageHero eyebrow={t('purchase.eyebrow')} title={t('purchase.title')} />
      <section className="section billing-page">
        <Container>{line ? <Checkout line={line} /> : <NoPlanChosen />}</Container>
      </section>
    </HydrationBoundary>
  );
}
