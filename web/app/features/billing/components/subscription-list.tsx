import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { formatDate } from '~/lib/language/format-date';
import { showToast } from '~/lib/ui-state/toast-store';
import { useResubscribeMutation, useSubscriptionChangeMutation, type TSubscription } from '../api/subscriptions';
import { PERIOD_TEXT_KEYS, paymentTarget, SPORT_NAME_KEYS, subscriptionBadge } from '../billing-status';
import { UpgradeDialog } from './upgrade-dialog';
import './billing.css';

function SubscriptionDates({ subscription }: { subscription: TSubscription }) {
  const { t, lang } = useI18n();
  const start = formatDate(subscription.currentPeriodStart, lang);
  const end = formatDate(subscription.currentPeriodEnd, lang);
  const isEnding = subscription.cancelAtPeriodEnd || subscription.state === 'expired';
  return (
    <dl className="plan-card__facts">
      {start && end ? (
        <div>
          <dt>{t('plans.currentPeriod')}</dt>
          <dd>{t('plans.periodRange', { start, end })}</dd>
        </div>
      ) : null}
      {subscription.state !== 'expired' && subscription.state !== 'incomplete' ? (
        <div>
          <dt>{isEnding ? t('plans.validUntil') : t('plans.nextBilling')}</dt>
          <dd>{isEnding ? end : formatDate(subscription.nextBillingDate, lang) || t('plans.noRenewal')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

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

  const onResubscribe = () => {
    if (resubscribe.isPending) return;
    resubscribe.mutate(subscription.subscriptionId, {
      onSuccess: ({ paymentUrl }) => {
        const target = paymentTarget(paymentUrl);
        if (target?.kind === 'site') void navigate(target.path);
        else if (target?.kind === 'external') window.location.assign(target.url);
      },
    });
  };

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
      {subscription.upgradePlanId !== null ? <p className="meta-text">{t('plans.upgradePending')}</p> : null}
      {actions.canUnsubscribe || actions.canRestore || actions.canResubscribe || actions.canUpgrade ? (
        <div className="billing-actions">
          {actions.canRestore ? (
            <Button
              size="sm"
              variant="secondary"
              aria-disabled={restore.isPending || undefined}
              aria-busy={restore.isPending || undefined}
              onClick={() => {
                if (restore.isPending) return;
                restore.mutate(subscription.subscriptionId, {
                  onSuccess: () => showToast(t('plans.restored', { name }), 'success'),
                });
              }}
            >
              {t('plans.restore')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          ) : null}
          {actions.canResubscribe ? (
            <Button
              size="sm"
              aria-disabled={resubscribe.isPending || undefined}
              aria-busy={resubscribe.isPending || undefined}
              onClick={onResubscribe}
            >
              {t('plans.resubscribe')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          ) : null}
          {actions.canUpgrade ? (
            <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => onUpgrade(subscription)}>
              {t('plans.upgrade')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          ) : null}
          {actions.canUnsubscribe ? (
            <Button size="sm" variant="ghost" aria-haspopup="dialog" onClick={() => onUnsubscribe(subscription)}>
              {t('plans.unsubscribe')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          ) : null}
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
      <Dialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('plans.unsubscribeTitle', { name: confirming?.product.englishName ?? '' })}
        tone="danger"
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('plans.keep')}
            </Button>
            <Button
              variant="secondary"
              className="btn--danger"
              aria-disabled={unsubscribe.isPending || undefined}
              aria-busy={unsubscribe.isPending || undefined}
              onClick={() => {
                if (!confirming || unsubscribe.isPending) return;
                const name = confirming.product.englishName;
                unsubscribe.mutate(confirming.subscriptionId, {
                  onSuccess: (changed) => {
                    setConfirming(null);
                    showToast(
                      t('plans.unsubscribed', { name, date: formatDate(changed.currentPeriodEnd, lang) }),
                      'success',
                    );
                  },
                });
              }}
            >
              {t('plans.unsubscribeConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('plans.unsubscribeBody', { date: until })}</p>
        {unsubscribe.isError ? (
          <Alert tone="error">
            <p>{errorText(unsubscribe.error, t)}</p>
          </Alert>
        ) : null}
      </Dialog>
    </>
  );
}
