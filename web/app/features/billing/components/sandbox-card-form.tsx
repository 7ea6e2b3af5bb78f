import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/ui/text-field';
import { useI18n } from '~/i18n';
import { ApiError } from '~/lib/api/api-error';
import { useForm } from '~/lib/forms/use-form';
import { errorText } from '~/lib/language/error-text';
import { useCancelSandboxCheckoutMutation, usePaySandboxCheckoutMutation } from '../api/sandbox-checkout';
import {
  cardFieldError,
  formatCardNumber,
  formatExpiry,
  TEST_CARDS,
  validateCardholderName,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from '../card';
import { SandboxFormButtons, useLeaveForNextPath } from './sandbox-form-actions';
import './billing.css';

const validators = {
  cardholderName: validateCardholderName,
  cardNumber: validateCardNumber,
  expiry: (value: string) => validateExpiry(value),
  cvc: validateCvc,
};

function TestCardsHint() {
  const { t } = useI18n();
  return (
    <section className="test-cards" aria-labelledby="test-cards-title">
      <h2 id="test-cards-title" className="test-cards__title">
        {t('sandbox.testCards')}
      </h2>
      <ul className="test-cards__list">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <code translate="no">{card.number}</code> <span>{t(card.outcome)}</span>
          </li>
        ))}
      </ul>
      <p className="meta-text">{t('card.test.any')}</p>
    </section>
  );
}

/**
 * The sandbox's card form (SPEC 5 texts: each field 'required' or 'invalid', on blur and on
 * submit; the server's verdict on a field is shown at it). A decline keeps the form as typed.
 * `mode` `setup`: the save-card variant (replacing the card kept for renewals), which pays nothing.
 */
export function SandboxCardForm({
  sessionId,
  amount,
  mode = 'payment',
}: {
  sessionId: string;
  amount: string;
  mode?: 'payment' | 'setup';
}) {
  const { t } = useI18n();
  const pay = usePaySandboxCheckoutMutation(sessionId);
  const cancel = useCancelSandboxCheckoutMutation(sessionId);
  const form = useForm({ cardholderName: '', cardNumber: '', expiry: '', cvc: '' }, validators);
  const [failure, setFailure] = useState<string | null>(null);
  // Once paid or cancelled the page is on its way elsewhere: no second attempt meanwhile.
  const { isLeaving, leave } = useLeaveForNextPath();
  const isBusy = pay.isPending || cancel.isPending || isLeaving;

  const onSubmit = form.handleSubmit((values) => {
    if (isBusy) return;
    setFailure(null);
    pay.mutate(values, {
      onSuccess: (result) => {
        if (result.outcome === 'succeeded') leave(result);
        else setFailure(result.declineMessage ?? t('sandbox.declined'));
      },
      onError: (error) => {
        const onField =
          error instanceof ApiError && error.resultCode === 10002 ? cardFieldError(error.resultInfo) : null;
        if (onField) form.setError(onField.field, t(onField.message));
        else setFailure(errorText(error, t));
      },
    });
  });

  const submitLabel =
    mode === 'setup'
      ? t(pay.isPending ? 'sandbox.saving' : 'sandbox.save')
      : pay.isPending
        ? t('sandbox.paying')
        : t('sandbox.pay', { amount });
  const expiry = form.field('expiry');
  const cardNumber = form.field('cardNumber');
  return (
    <form className="card-form" noValidate onSubmit={onSubmit}>
      {failure ? (
        <Alert tone="error" title={t('sandbox.declined')}>
          <p data-testid="decline-message">{failure}</p>
        </Alert>
      ) : null}
      <TextField label={t('card.holder')} autoComplete="cc-name" maxLength={100} {...form.field('cardholderName')} />
      <TextField
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        {...cardNumber}
        onValueChange={(value) => cardNumber.onValueChange(formatCardNumber(value))}
      />
      <div className="card-form__pair">
        <TextField
          label={t('card.expiry')}
          hint={t('card.expiryHint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          {...expiry}
          onValueChange={(value) => expiry.onValueChange(formatExpiry(value, expiry.value))}
        />
        <TextField
          label={t('card.cvc')}
          hint={t('card.cvcHint')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...form.field('cvc')}
        />
      </div>
      <SandboxFormButtons
        isBusy={isBusy}
        isSubmitting={pay.isPending}
        submitLabel={submitLabel}
        isCancelling={cancel.isPending}
        cancelLabel={mode === 'setup' ? t('sandbox.cancelSetup') : t('sandbox.cancel')}
        onCancel={() => cancel.mutate(undefined, { onSuccess: leave })}
      />
      <TestCardsHint />
    </form>
  );
}
