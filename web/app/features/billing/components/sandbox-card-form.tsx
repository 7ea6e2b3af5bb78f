import { useState, type InputHTMLAttributes } from 'react';
import { Alert } from '~/components/ui/alert';
import { HeadedSection } from '~/components/ui/headed-section';
import { TextField } from '~/components/ui/text-field';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
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

/**
 * Each card field's label, hint, autofill name and longest length as typed; the digits fields bring
 * up the number pad, and some tidy what is typed (`format`, given the field's value before).
 */
const CARD_FIELDS: Record<
  keyof typeof validators,
  Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoComplete' | 'maxLength'> & {
    label: TMessageKey;
    hint?: TMessageKey;
    format?: (typed: string, before: string) => string;
  }
> = {
  cardholderName: { label: 'card.holder', autoComplete: 'cc-name', maxLength: 100 },
  cardNumber: {
    label: 'card.number',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    maxLength: 23,
    format: formatCardNumber,
  },
  expiry: {
    label: 'card.expiry',
    hint: 'card.expiryHint',
    inputMode: 'numeric',
    autoComplete: 'cc-exp',
    maxLength: 5,
    format: formatExpiry,
  },
  cvc: { label: 'card.cvc', hint: 'card.cvcHint', inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 },
};

function TestCardsHint() {
  const { t } = useI18n();
  return (
    <HeadedSection
      id="test-cards-title"
      title={t('sandbox.testCards')}
      className="test-cards"
      headingClassName="test-cards__title"
    >
      <ul className="test-cards__list">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <code translate="no">{card.number}</code> <span>{t(card.outcome)}</span>
          </li>
        ))}
      </ul>
      <p className="meta-text">{t('card.test.any')}</p>
    </HeadedSection>
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
  const cardField = (name: keyof typeof validators) => {
    const { label, hint, format, ...input } = CARD_FIELDS[name];
    const field = form.field(name);
    const onValueChange = format
      ? (value: string) => field.onValueChange(format(value, field.value))
      : field.onValueChange;
    return <TextField label={t(label)} hint={hint && t(hint)} {...input} {...field} onValueChange={onValueChange} />;
  };
  return (
    <form className="card-form" noValidate onSubmit={onSubmit}>
      {failure ? (
        <Alert tone="error" title={t('sandbox.declined')}>
          <p data-testid="decline-message">{failure}</p>
        </Alert>
      ) : null}
      {cardField('cardholderName')}
      {cardField('cardNumber')}
      <div className="card-form__pair">
        {cardField('expiry')}
        {cardField('cvc')}
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
