import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { useApproveWalletSandboxMutation, useCancelWalletSandboxMutation } from '../api/wallet-sandbox';
import { ChoiceCards } from './choice-cards';
import { SandboxFormButtons, useLeaveForNextPath } from './sandbox-form-actions';
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
  const approve = useApproveWalletSandboxMutation(orderId);
  const cancel = useCancelWalletSandboxMutation(orderId);
  const [outcome, setOutcome] = useState<'pay' | 'decline'>('pay');
  const [failure, setFailure] = useState<unknown>(null);
  // Once approved or cancelled the page is on its way back to the site: no second click meanwhile.
  const { isLeaving, leave } = useLeaveForNextPath();
  const isBusy = approve.isPending || cancel.isPending || isLeaving;

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
      <ChoiceCards
        name="outcome"
        legend={t('walletSandbox.outcome')}
        choices={OUTCOMES}
        value={outcome}
        onChange={setOutcome}
      />
      <SandboxFormButtons
        isBusy={isBusy}
        isSubmitting={approve.isPending}
        submitLabel={approve.isPending ? t('walletSandbox.approving') : t('walletSandbox.approve', { amount })}
        isCancelling={cancel.isPending}
        cancelLabel={t('walletSandbox.cancel')}
        onCancel={() => {
          setFailure(null);
          cancel.mutate(undefined, { onSuccess: leave, onError: setFailure });
        }}
      />
    </form>
  );
}
