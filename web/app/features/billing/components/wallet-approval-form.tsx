import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { useApproveWalletSandboxMutation, useCancelWalletSandboxMutation } from '../api/wallet-sandbox';
import './billing.css';

const OUTCOMES = [
  { value: 'pay', label: 'walletSandbox.outcomePay', note: 'walletSandbox.outcomePayNote' },
  { value: 'decline', label: 'walletSandbox.outcomeDecline', note: 'walletSandbox.outcomeDeclineNote' },
] as const;

/**
 * What the payer does at the wallet: approve (paying, or — to test a failed payment — with the
 * capture declined) or cancel. Either way the wallet sends them back to the site's page it was given.
 */
export function WalletApprovalForm({ orderId, amount }: { orderId: string; amount: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const approve = useApproveWalletSandboxMutation(orderId);
  const cancel = useCancelWalletSandboxMutation(orderId);
  const [outcome, setOutcome] = useState<'pay' | 'decline'>('pay');
  const [failure, setFailure] = useState<unknown>(null);
  // Once approved or cancelled the page is on its way back to the site: no second click meanwhile.
  const [isLeaving, setLeaving] = useState(false);
  const isBusy = approve.isPending || cancel.isPending || isLeaving;
  const leave = (result: { nextPath: string }) => {
    setLeaving(true);
    void navigate(result.nextPath, { replace: true });
  };

  return (
    <form
      className="card-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isBusy) return;
        setFailure(null);
        approve.mutate(outcome === 'decline', { onSuccess: leave, onError: setFailure });
      }}
    >
      {failure ? <Alert tone="error" title={errorText(failure, t)} /> : null}
      <fieldset className="pay-methods">
        <legend className="billing-card__title">{t('walletSandbox.outcome')}</legend>
        {OUTCOMES.map((choice) => (
          <label key={choice.value} className="pay-method" data-selected={outcome === choice.value || undefined}>
            <input
              className="pay-method__radio"
              type="radio"
              name="outcome"
              value={choice.value}
              checked={outcome === choice.value}
              onChange={() => setOutcome(choice.value)}
            />
            <span>
              <strong>{t(choice.label)}</strong>
              <span className="meta-text pay-method__note">{t(choice.note)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button
        type="submit"
        size="lg"
        block
        aria-disabled={isBusy || undefined}
        aria-busy={approve.isPending || undefined}
      >
        {approve.isPending ? t('walletSandbox.approving') : t('walletSandbox.approve', { amount })}
      </Button>
      <Button
        variant="ghost"
        block
        aria-disabled={isBusy || undefined}
        aria-busy={cancel.isPending || undefined}
        onClick={() => {
          if (isBusy) return;
          setFailure(null);
          cancel.mutate(undefined, { onSuccess: leave, onError: setFailure });
        }}
      >
        {t('walletSandbox.cancel')}
      </Button>
    </form>
  );
}
