import { LinkButton } from '~/components/ui/button';
import { DataTableHead } from '~/components/ui/data-table';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TPlanOffer } from '../api/get-product-detail';
import { formatMoney, PERIOD_ORDER } from '../utils/price';
import '~/components/ui/data-table.css';
import '~/components/ui/tone.css';
import './catalogue.css';

const PERIOD_NAME_KEYS: Record<number, TMessageKey> = {
  1: 'plans.monthly',
  2: 'plans.yearly',
  3: 'plans.quarterly',
  4: 'plans.once',
  5: 'plans.daily',
};

const COLUMN_KEYS: readonly TMessageKey[] = ['plans.period', 'plans.price', 'plans.discount', 'plans.billing'];

/**
 * Active plans by period with the saving against paying monthly (quarterly 33 %, yearly 50 %).
 * `subscribePath` adds a Subscribe link per plan (the product page's way into the checkout).
 */
export function PlansTable({
  plans,
  subscribePath,
}: {
  plans: TPlanOffer[];
  subscribePath?: (plan: TPlanOffer) => string;
}) {
  const { lang, t } = useI18n();
  const rows = plans
    .filter((plan) => plan.isActive)
    .sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period));
  if (rows.length === 0) return <p className="empty-state">{t('plans.none')}</p>;
  // Explicit roles keep the table's semantics when phones lay its rows out as cards (display: block/grid).
  const label = (key: TMessageKey) => (
    <span className="data-table__label caps-label" aria-hidden="true">
      {t(key)}
    </span>
  );
  return (
    <div className="plans-table-wrap">
      <table className="data-table data-table--cards plans-table" role="table">
        <DataTableHead columns={COLUMN_KEYS.map((key) => t(key))}>
          {subscribePath ? (
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{t('productDetail.subscribe')}</span>
            </th>
          ) : null}
        </DataTableHead>
        <tbody role="rowgroup">
          {rows.map((plan) => {
            const nameKey = PERIOD_NAME_KEYS[plan.period];
            return (
              <tr key={plan.planId} role="row">
                <th scope="row" role="rowheader">
                  {nameKey ? t(nameKey) : plan.period}
                </th>
                <td role="cell">
                  {label('plans.price')}
                  <span className="plans-table__value">
                    <span className="plans-table__price">{formatMoney(plan.price, lang)}</span>
                    {plan.undiscountedPrice && plan.discountPercent > 0 ? (
                      <span className="plans-table__was">
                        <span className="visually-hidden">{t('plans.insteadOf')} </span>
                        {formatMoney(plan.undiscountedPrice, lang)}
                      </span>
                    ) : null}
                  </span>
                </td>
                <td role="cell">
                  {label('plans.discount')}
                  {plan.discountPercent > 0 ? (
                    <span className="discount-pill tone-accent">
                      {t('plans.save', { percent: plan.discountPercent })}
                    </span>
                  ) : (
                    <span className="plans-table__none">—</span>
                  )}
                </td>
                <td role="cell">
                  {label('plans.billing')}
                  <span className="plans-table__value">
                    {plan.paymentType === 1 ? t('plans.single') : t('plans.recurring')}
                  </span>
                </td>
                {subscribePath ? (
                  <td role="cell" className="plans-table__action">
                    <LinkButton to={subscribePath(plan)} size="sm" variant="secondary">
                      {t('productDetail.subscribe')}
                      <span className="visually-hidden"> {nameKey ? t(nameKey) : plan.period}</span>
                    </LinkButton>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
