import { useRef, type ReactNode } from 'react';
import { AnchorButton, LinkButton } from '~/components/ui/button';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { usePaymentRecord, type TPaymentRecord } from '../api/payments';
import { nextPollDelay, paymentStage, paymentTarget, type TPaymentStage } from '../billing-status';
import type { TOrderLine } from '../order-params';
import { purchasePath } from '../order-params';
import { BillingNotice } from './billing-notice';
import './billing.css';

const SLOW_AFTER_MS = 60_000;

function TryAgain({ record }: { record: TPaymentRecord }) {
  const { t } = useI18n();
  const target = record.paymentUrl ? paymentTarget(record.paymentUrl) : null;
  if (!target) return null;
  return target.kind === 'site' ? (
    <LinkButton to={target.path}>{t('processing.tryAgain')}</LinkButton>
  ) : (
    <AnchorButton href={target.url}>{t('processing.tryAgain')}</AnchorButton>
  );
}

const STAGE_TITLES = {
  waiting: 'processing.waitingTitle',
  success: 'processing.successTitle',
  failed: 'processing.failedTitle',
  closed: 'processing.closedTitle',
} as const satisfies Record<TPaymentStage, string>;

/** No payment record to follow (none asked for, or the server's reason in `children`): on to the Plans page. */
export function PaymentRecordMissing({ tone, children }: { tone: 'danger' | 'sale'; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <BillingNotice
      icon="alert"
      tone={tone}
      headingLevel={1}
      title={t('processing.missing')}
      actions={<LinkButton to="/user/plans">{t('processing.toPlans')}</LinkButton>}
    >
      {children}
    </BillingNotice>
  );
}

/**
 * /purchase/processing: follows the checkout until the provider's webhook settles it. It asks every
 * 1.5 s, then less often after a minute; a reload starts following again. A payment the provider
 * took is never shown as failed: only the record's own result decides.
 */
export function PaymentStatus({ recordId, order }: { recordId: string; order: TOrderLine | null }) {
  const { t, lang } = useI18n();
  const startedAt = useRef(Date.now());
  const record = usePaymentRecord(recordId, (data) => nextPollDelay(data, Date.now() - startedAt.current));

  if (record.isError && !record.data) {
    return (
      <PaymentRecordMissing tone="danger">
        <p>{errorText(record.error, t)}</p>
      </PaymentRecordMissing>
    );
  }

  const data = record.data;
  const stage: TPaymentStage = data ? paymentStage(data) : 'waiting';
  const title = t(STAGE_TITLES[stage]);
  const isSlow = stage === 'waiting' && Date.now() - startedAt.current > SLOW_AFTER_MS;
  const toPlans = (
    <LinkButton to="/user/plans" variant={stage === 'success' ? 'primary' : 'ghost'}>
      {t('processing.toPlans')}
    </LinkButton>
  );
  const backToOrder = order ? (
    <LinkButton to={purchasePath(order)} variant="secondary">
      {t('processing.backToOrder')}
    </LinkButton>
  ) : (
    <LinkButton to={`/products/football?lang=${lang}`} variant="secondary">
      {t('purchase.toProducts')}
    </LinkButton>
  );

  return (
    <div data-testid="payment-status" data-stage={stage}>
      {/* Screen readers hear each change of stage; the card below shows it. */}
      <p className="visually-hidden" role="status" aria-live="polite" aria-label={t('processing.statusLabel')}>
        {title}
      </p>
      {stage === 'waiting' ? (
        <BillingNotice icon="refresh" tone="info" headingLevel={1} title={title}>
          <span className="billing-spinner" aria-hidden="true" />
          <p>{isSlow ? t('processing.slowBody') : t('processing.waitingBody')}</p>
        </BillingNotice>
      ) : null}
      {stage === 'success' && data ? (
        <BillingNotice icon="check" tone="accent" headingLevel={1} title={title} actions={toPlans}>
          <p>
            {t('processing.successBody', { amount: formatMoney(data.amount, lang), description: data.description })}
          </p>
        </BillingNotice>
      ) : null}
      {stage === 'failed' && data ? (
        <BillingNotice
          icon="alert"
          tone="danger"
          headingLevel={1}
          title={title}
          actions={
            <>
              <TryAgain record={data} />
              {toPlans}
            </>
          }
        >
          {data.failureReason ? (
            <p data-testid="failure-reason">{t('processing.reason', { reason: data.failureReason })}</p>
          ) : null}
          <p>{t(data.payMethod === 'wallet' ? 'processing.failedBodyWallet' : 'processing.failedBody')}</p>
        </BillingNotice>
      ) : null}
      {stage === 'closed' ? (
        <BillingNotice
          icon="close"
          tone="neutral"
          headingLevel={1}
          title={title}
          actions={
            <>
              {backToOrder}
              {toPlans}
            </>
          }
        >
          <p>{t('processing.closedBody')}</p>
        </BillingNotice>
      ) : null}
    </div>
  );
}
