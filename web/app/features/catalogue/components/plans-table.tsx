import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TPlanOffer } from '../api/get-product-detail';
import { formatMoney, PERIOD_ORDER } from '../utils/price';

const PERIOD_NAME_KEYS: Record<number, TMessageKey> = {
  1: 'plans.monthly',
  2: 'plans.yearly',
  3: 'plans.quarterly',
  4: 'plans.once',
  5: 'plans.daily',
};

/** Active plans by period with the saving against paying monthly (quarterly 33 %, yearly 50 %). */
export function PlansTable({ plans }: { plans: TPlanOffer[] }) {
  const { lang, t } = useI18n();
  const rows = plans
    .filter((plan) => plan.isActive)
    .sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period));
  if (rows.length === 0) return <p className="empty-state">{t('plans.none')}</p>;
  return (
    <div className="plans-table-wrap">
      <table className="plans-table">
        <thead>
          <tr>
            <th scope="col">{t('plans.period')}</th>
            <th scope="col">{t('plans.price')}</th>
            <th scope="col">{t('plans.discount')}</th>
            <th scope="col">{t('plans.billing')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((plan) => {
            const nameKey = PERIOD_NAME_KEYS[plan.period];
            return (
              <tr key={plan.planId}>
                <th scope="row">{nameKey ? t(nameKey) : plan.period}</th>
                <td>
                  <span className="plans-table__price">{formatMoney(plan.price, lang)}</span>
                  {plan.undiscountedPrice && plan.discountPercent > 0 ? (
                    <span className="plans-table__was">
                      <span className="visually-hidden">{t('plans.insteadOf')} </span>
                      {formatMoney(plan.undiscountedPrice, lang)}
                    </span>
                  ) : null}
                </td>
                <td>
                  {plan.discountPercent > 0 ? (
                    <span className="discount-pill">{t('plans.save', { percent: plan.discountPercent })}</span>
                  ) : (
                    <span className="plans-table__none">—</span>
                  )}
                </td>
                <td>{plan.paymentType === 1 ? t('plans.single') : t('plans.recurring')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
