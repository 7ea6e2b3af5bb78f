import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, type TButtonVariant } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Fact } from '~/components/ui/fact';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { formatDate } from '~/lib/language/format-date';
import { showToast } from '~/lib/ui-state/toast-store';
import { useReplacePaymentMethod } from '../api/replace-payment-method';
import { useResubscribeMutation, useSubscriptionChangeMutation, type TSubscription } from '../api/subscriptions';
import {
  PERIOD_TEXT_KEYS,
  paymentTarget,
  SPORT_NAME_KEYS,
  subscriptionBadge,
  WALLET_PLATFORM,
  walletNoteKey,
} from '../billing-status';
import { UpgradeDialog } from './upgrade-dialog';
import './billing.css';

function SubscriptionDates({ subscription }: { subscription: TSubscription }) {
  const { t, lang } = useI18n();
  const start = formatDate(subscription.currentPeriodStart, lang);
  const end = formatDate(subscription.currentPeriodEnd, lang);
  const isUsable = subscription.state === 'active' || subscription.state === 'past-due';
  return (
    <dl className="plan-card__facts">
      {start && end ? <Fact label={t('plans.currentPeriod')}>{t('plans.periodRange', { start, end })}</Fact> : null}
      {isUsable ? (
        <Fact label={subscription.isAutoRenewing ? t('plans.nextBilling') : t('plans.endsOn')}>
          {subscription.isAutoRenewing ? formatDate(subscription.nextBillingDate, lang) : end}
        </Fact>
      ) : null}
    </dl>
  );
}

/** One of a card's actions: its label, how it looks, and whether it opens a dialog or its change runs. */
type TCardAction = {
  label: string;
  variant: TButtonVariant;
  onClick: () => void;
  isBusy?: boolean;
  opensDialog?: boolean;
};

/** One subscription: product, period and price, status badge, dates, and the actions the server allows. */
function SubscriptionCard({
  subscription,
  onUnsubscribe,
  onUpgrade,
}: {
  subscription: TSubscription;
  onUnsubscribe: (subscription: TSubscription) => void;
  onUpgrade: (subscription: TSubscription) => void;
}) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const restore = useSubscriptionChangeMutation('restore');
  const resubscribe = useResubscribeMutation(lang);
  const badge = subscriptionBadge(subscription);
  const name = subscription.product.englishName;
  const { actions } = subscription;
  const walletNote = walletNoteKey(subscription);
  const replaceCard = useReplacePaymentMethod();
  // A renewal that failed and is being retried (dunning): a new card pays it at once.
  const isRenewalFailing = subscription.state === 'past-due' && subscription.isAutoRenewing;

  const onResubscribe = () => {
    // Paid again the way it was paid: a wallet subscription by wallet (docs/contracts/billing.md#the-subscription-lifecycle).
    const payMethod = subscription.platform === WALLET_PLATFORM ? 'wallet' : 'card';
    resubscribe.mutate(
      { subscriptionId: subscription.subscriptionId, payMethod },
      {
        onSuccess: ({ paymentUrl }) => {
          const target = paymentTarget(paymentUrl);
          if (target?.kind === 'site') void navigate(target.path);
          else if (target?.kind === 'external') window.location.assign(target.url);
        },
      },
    );
  };
  const onRestore = () =>
    restore.mutate(subscription.subscriptionId, {
      onSuccess: () => showToast(t('plans.restored', { name }), 'success'),
    });

  // What the server allows now, in the order the card shows them.
  const cardActions: (TCardAction | false)[] = [
    isRenewalFailing && {
      label: t('plans.updateCard'),
      variant: 'primary',
      onClick: () => replaceCard.mutate(),
      isBusy: replaceCard.isPending,
    },
    actions.canRestore && {
      label: t('plans.restore'),
      variant: 'secondary',
      onClick: onRestore,
      isBusy: restore.isPending,
    },
    actions.canResubscribe && {
      label: t('plans.resubscribe'),
      variant: 'primary',
      onClick: onResubscribe,
      isBusy: resubscribe.isPending,
    },
    actions.canUpgrade && {
      label: t('plans.upgrade'),
      variant: 'secondary',
      onClick: () => onUpgrade(subscription),
      opensDialog: true,
    },
    actions.canUnsubscribe && {
      label: t('plans.unsubscribe'),
      variant: 'ghost',
      onClick: () => onUnsubscribe(subscription),
      opensDialog: true,
    },
  ];
  const shown = cardActions.filter((action) => action !== false);

  return (
    <li className="billing-card plan-card" data-testid="subscription">
      <div className="plan-card__head">
        <div className="plan-card__title-block">
          <h3 className="plan-card__title" lang="en">
            {name}
          </h3>
          <p className="meta-text">
            {t(SPORT_NAME_KEYS[subscription.product.sportType] ?? 'sportTitle.football')} ·{' '}
            {t(PERIOD_TEXT_KEYS[subscription.plan.period] ?? 'billing.period.monthly')} ·{' '}
            {formatMoney(subscription.plan.price, lang)}
          </p>
        </div>
        <Badge tone={badge.tone}>{t(badge.key, { date: formatDate(badge.date, lang) })}</Badge>
      </div>
      <SubscriptionDates subscription={subscription} />
      {isRenewalFailing ? (
        <Alert tone="warning">
          <p data-testid="renewal-failed">
            {t('plans.pastDueNote', { date: formatDate(subscription.nextBillingDate, lang) })}
          </p>
        </Alert>
      ) : null}
      {subscription.upgradePlanId !== null ? <p className="meta-text">{t('plans.upgradePending')}</p> : null}
      {walletNote ? <p className="meta-text">{t(walletNote)}</p> : null}
      {shown.length > 0 ? (
        <div className="billing-actions">
          {shown.map(({ label, variant, onClick, isBusy, opensDialog }) => (
            <Button
              key={label}
              size="sm"
              variant={variant}
              isBusy={isBusy}
              aria-haspopup={opensDialog ? 'dialog' : undefined}
              onClick={onClick}
            >
              {label}
              {/* Which product, for screen readers: every card has the same buttons. */}
              <span className="visually-hidden"> {name}</span>
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** The Plans page's subscriptions, with Unsubscribe behind a confirmation that says until when it stays usable. */
export function SubscriptionList({ subscriptions }: { subscriptions: TSubscription[] }) {
  const { t, lang } = useI18n();
  const unsubscribe = useSubscriptionChangeMutation('unsubscribe');
  const [confirming, setConfirming] = useState<TSubscription | null>(null);
  const [upgrading, setUpgrading] = useState<TSubscription | null>(null);
  const until = formatDate(confirming?.currentPeriodEnd, lang);

  return (
    <>
      <ul className="plan-list">
        {subscriptions.map((subscription) => (
          <SubscriptionCard
            key={subscription.subscriptionId}
            subscription={subscription}
            onUnsubscribe={(chosen) => {
              unsubscribe.reset();
              setConfirming(chosen);
            }}
            onUpgrade={setUpgrading}
          />
        ))}
      </ul>
      <UpgradeDialog subscription={upgrading} onClose={() => setUpgrading(null)} />
      <ConfirmDialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('plans.unsubscribeTitle', { name: confirming?.product.englishName ?? '' })}
        cancelLabel={t('plans.keep')}
        confirmLabel={t('plans.unsubscribeConfirm')}
        isPending={unsubscribe.isPending}
        onConfirm={() => {
          if (!confirming) return;
          const name = confirming.product.englishName;
          unsubscribe.mutate(confirming.subscriptionId, {
            onSuccess: (changed) => {
              setConfirming(null);
              showToast(t('plans.unsubscribed', { name, date: formatDate(changed.currentPeriodEnd, lang) }), 'success');
            },
          });
        }}
      >
        <p>{t('plans.unsubscribeBody', { date: until })}</p>
        {unsubscribe.isError ? (
          <Alert tone="error">
            <p>{errorText(unsubscribe.error, t)}</p>
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
