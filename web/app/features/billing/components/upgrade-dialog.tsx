import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Fact } from '~/components/ui/fact';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import type { TSubscription } from '../api/subscriptions';
import { useProductPlans, useUpgradeMutation, useUpgradeQuote } from '../api/upgrade';
import { paymentTarget } from '../billing-status';
import { PlanOption } from './plan-option';
import './billing.css';
import './upgrade-dialog.css';

/** Renewing periods from shortest to longest: an upgrade goes to a later one (docs/contracts/billing.md#upgrades). */
const RENEWING_ORDER = [5, 1, 3, 2];

/** Upgrade to a longer plan of the same product: the credit for the unused days, the total, then the payment page. */
export function UpgradeDialog({ subscription, onClose }: { subscription: TSubscription | null; onClose: () => void }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const [planId, setPlanId] = useState<number | null>(null);
  const plans = useProductPlans(subscription?.product.productId ?? 0, lang, subscription !== null);
  const quote = useUpgradeQuote(subscription?.subscriptionId ?? '', subscription ? planId : null);
  const upgrade = useUpgradeMutation(lang);
  const [isLeaving, setLeaving] = useState(false);

  const currentRank = RENEWING_ORDER.indexOf(subscription?.plan.period ?? 0);
  const choices = (plans.data ?? [])
    .filter((plan) => plan.isActive && plan.paymentType === 0 && RENEWING_ORDER.indexOf(plan.period) > currentRank)
    .sort((a, b) => RENEWING_ORDER.indexOf(a.period) - RENEWING_ORDER.indexOf(b.period));
  const isBusy = upgrade.isPending || isLeaving;

  const close = () => {
    setPlanId(null);
    upgrade.reset();
    onClose();
  };

  const confirm = () => {
    if (!subscription || planId === null || isBusy || !quote.data) return;
    upgrade.mutate(
      { subscriptionId: subscription.subscriptionId, planId },
      {
        onSuccess: ({ paymentUrl }) => {
          const target = paymentTarget(paymentUrl);
          setLeaving(true);
          if (target?.kind === 'site') void navigate(target.path);
          else if (target?.kind === 'external') window.location.assign(target.url);
        },
      },
    );
  };

  return (
    <Dialog
      isOpen={subscription !== null}
      onClose={close}
      title={t('plans.upgradeTitle', { name: subscription?.product.englishName ?? '' })}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={confirm}
            disabled={!quote.data}
            aria-disabled={isBusy || undefined}
            aria-busy={isBusy || undefined}
          >
            {quote.data
              ? t('plans.upgradeConfirm', { amount: formatMoney(quote.data.total, lang) })
              : t('plans.upgrade')}
          </Button>
        </>
      }
    >
      <p>{t('plans.upgradeBody')}</p>
      {plans.isError ? (
        <Alert tone="error">
          <p>{errorText(plans.error, t)}</p>
        </Alert>
      ) : null}
      {plans.data && choices.length === 0 ? (
        <p className="empty-state empty-state--compact">{t('plans.upgradeNone')}</p>
      ) : null}
      {choices.length > 0 ? (
        <fieldset className="plan-picker__set upgrade-choices">
          <legend className="visually-hidden">{t('plans.upgradeTo')}</legend>
          {choices.map((plan) => (
            <PlanOption key={plan.planId} name="upgradePlan" plan={plan} chosenId={planId} onChoose={setPlanId} />
          ))}
        </fieldset>
      ) : null}
      {quote.data ? (
        <dl className="billing-summary" aria-live="polite">
          <Fact label={t('plans.upgradeCredit', { days: quote.data.unusedDays })}>
            −{formatMoney(quote.data.credit, lang)}
          </Fact>
          <Fact label={t('plans.upgradeTotal')} className="upgrade-quote__total">
            {formatMoney(quote.data.total, lang)}
          </Fact>
        </dl>
      ) : null}
      {quote.isError || upgrade.isError ? (
        <Alert tone="error">
          <p>{errorText(upgrade.error ?? quote.error, t)}</p>
        </Alert>
      ) : null}
    </Dialog>
  );
}
