import type { ReactNode } from 'react';
import { LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { BillingNotice } from './billing-notice';

/**
 * The frame of the sandbox's own payment pages (the card checkout, the wallet's approval): a banner
 * saying no real money moves (`title`, `body`), then the page's card in the narrow billing column.
 */
export function SandboxPage({
  bannerId,
  title,
  body,
  children,
}: {
  bannerId: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <>
      <section className="sandbox-banner" aria-labelledby={bannerId}>
        <Container className="sandbox-banner__inner">
          <Icon name="alert" size={20} />
          <p>
            <strong id={bannerId}>{title}</strong> <span>{body}</span>
          </p>
        </Container>
      </section>
      <section className="section billing-page">
        <Container className="billing-narrow">{children}</Container>
      </section>
    </>
  );
}

/** What a sandbox page asks the customer to pay (`amount`, `description`), above its form (`children`). */
export function SandboxPayment({
  title,
  amount,
  amountTestId,
  description,
  children,
}: {
  title: string;
  amount: string;
  amountTestId: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
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
          <dd lang="en">{description}</dd>
        </div>
      </dl>
      {children}
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
export function SandboxLookupFailed({ title, error }: { title: string; error: unknown }) {
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
