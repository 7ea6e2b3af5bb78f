import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import type { TRoute, TRouteData } from '~/lib/api/api-request';
import { errorText } from '~/lib/language/error-text';
import type { TSandboxLookup } from '../api/payment-query-options';
import { BillingNotice } from './billing-notice';

/** A sandbox page's share of its loader: the payment its address names (null when none) and its lookup. */
export type TSandboxPageData = { id: string | null; dehydratedState: DehydratedState };

/**
 * The frame of the sandbox's own payment pages (the card checkout, the wallet's approval): a banner
 * saying no real money moves (`<texts>.banner`, `<texts>.bannerBody`), then the page's card for the
 * payment its address names, once `lookup` has found it (`children(payment, id)`), or
 * `<texts>.missing` where it names none or none is found, in the narrow billing column. `texts`
 * names the page's section of the catalogue.
 */
export function SandboxPage<R extends TRoute>({
  page,
  bannerId,
  texts,
  lookup,
  children,
}: {
  page: TSandboxPageData;
  bannerId: string;
  texts: 'sandbox' | 'walletSandbox';
  lookup: TSandboxLookup<R>;
  children: (payment: TRouteData<R>, id: string) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <HydrationBoundary state={page.dehydratedState}>
      <section className="sandbox-banner" aria-labelledby={bannerId}>
        <Container className="sandbox-banner__inner">
          <Icon name="alert" size={20} />
          <p>
            <strong id={bannerId}>{t(`${texts}.banner`)}</strong> <span>{t(`${texts}.bannerBody`)}</span>
          </p>
        </Container>
      </section>
      <section className="section billing-page">
        <Container className="billing-narrow">
          {page.id ? (
            <SandboxLookup lookup={lookup} id={page.id} missing={t(`${texts}.missing`)}>
              {children}
            </SandboxLookup>
          ) : (
            <BillingNotice icon="alert" tone="sale" title={t(`${texts}.missing`)} headingLevel={1} />
          )}
        </Container>
      </section>
    </HydrationBoundary>
  );
}

/**
 * The payment a sandbox page names, looked up: `children` once it is found; else its failure
 * (`missing`, and the server's reason), or a placeholder while it loads.
 */
function SandboxLookup<R extends TRoute>({
  lookup,
  id,
  missing,
  children,
}: {
  lookup: TSandboxLookup<R>;
  id: string;
  missing: string;
  children: (payment: TRouteData<R>, id: string) => ReactNode;
}) {
  const answer = lookup.query.use(lookup.inputOf(id));
  if (answer.isError) return <SandboxLookupFailed title={missing} error={answer.error} />;
  if (!answer.data) return <span className="skeleton" style={{ height: '20rem' }} />;
  return children(answer.data, id);
}

/**
 * What a sandbox page asks the customer to pay (`payment`'s amount and description), above its form
 * (`children`, given the amount as shown).
 */
export function SandboxPayment({
  title,
  payment,
  amountTestId,
  children,
}: {
  title: string;
  payment: { amount: { amount: number; currency: number }; description: string };
  amountTestId: string;
  children: (amount: string) => ReactNode;
}) {
  const { t, lang } = useI18n();
  const amount = formatMoney(payment.amount, lang);
  return (
    <div className="billing-card sandbox-checkout">
      <h1 className="billing-card__title sandbox-checkout__title">{title}</h1>
      <dl className="billing-summary sandbox-checkout__summary">
        <div>
          <dt>{t('sandbox.amount')}</dt>
          <dd className="sandbox-checkout__amount" data-testid={amountTestId}>
            {amount}
          </dd>
        </div>
        <div>
          <dt>{t('sandbox.for')}</dt>
          <dd lang="en">{payment.description}</dd>
        </div>
      </dl>
      {children(amount)}
    </div>
  );
}

/**
 * The save-card variant of the card page: no amount, only a card kept for renewals, and a line
 * saying that no money is taken (`note`), above the form (`children`).
 */
export function SandboxCardSetup({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <div className="billing-card sandbox-checkout">
      <h1 className="billing-card__title sandbox-checkout__title">{title}</h1>
      <p className="meta-text" data-testid="sandbox-no-charge">
        {note}
      </p>
      {children}
    </div>
  );
}

/** The sandbox could not find what the page asks about (`title`, and the server's reason). */
function SandboxLookupFailed({ title, error }: { title: string; error: unknown }) {
  const { t } = useI18n();
  return (
    <BillingNotice icon="alert" tone="danger" title={title} headingLevel={1}>
      <p>{errorText(error, t)}</p>
    </BillingNotice>
  );
}

/**
 * The payment the page was for is over (`isDone`: paid or approved; else given up): on to `to`
 * (`continueLabel`, the payment status by default).
 */
export function SandboxFinished({
  isDone,
  title,
  to,
  continueLabel,
}: {
  isDone: boolean;
  title: string;
  to: string;
  continueLabel?: string;
}) {
  const { t } = useI18n();
  return (
    <BillingNotice
      icon={isDone ? 'check' : 'alert'}
      tone={isDone ? 'accent' : 'sale'}
      headingLevel={1}
      title={title}
      actions={<LinkButton to={to}>{continueLabel ?? t('sandbox.continue')}</LinkButton>}
    />
  );
}
