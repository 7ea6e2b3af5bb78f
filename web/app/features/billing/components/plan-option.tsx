import { Badge } from '~/components/ui/badge';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { PERIOD_TEXT_KEYS } from '../billing-status';
import { WasPrice } from './was-price';
import './billing.css';

type TMoney = { amount: number; currency: number };

export type TPlanChoice = {
  planId: number;
  period: number;
  isActive: boolean;
  price: TMoney;
  undiscountedPrice: TMoney | null;
  discountPercent: number;
};

/**
 * One plan of a choice between plans (/subscribe's picker, the upgrade dialog) as a radio card: its
 * period and price and, where `isDiscountShown`, the price it replaces and what the period saves.
 */
export function PlanOption({
  name,
  plan,
  chosenId,
  onChoose,
  isDiscountShown = false,
  testId,
}: {
  name: string;
  plan: TPlanChoice;
  /** The plan chosen in the group, if any: this one is checked when it is that plan. */
  chosenId: number | null;
  onChoose: (planId: number) => void;
  isDiscountShown?: boolean;
  testId?: string;
}) {
  const { t, lang } = useI18n();
  const isDiscounted = isDiscountShown && plan.discountPercent > 0;
  return (
    <label className="plan-option" data-testid={testId}>
      <input
        type="radio"
        name={name}
        value={plan.planId}
        checked={chosenId === plan.planId}
        onChange={() => onChoose(plan.planId)}
      />
      <span className="plan-option__period">{t(PERIOD_TEXT_KEYS[plan.period] ?? 'billing.period.monthly')}</span>
      <span className="plan-option__price">
        <strong>{formatMoney(plan.price, lang)}</strong>
        {isDiscounted && plan.undiscountedPrice ? <WasPrice money={plan.undiscountedPrice} /> : null}
      </span>
      {isDiscounted ? <Badge tone="accent">{t('plans.save', { percent: plan.discountPercent })}</Badge> : null}
    </label>
  );
}
