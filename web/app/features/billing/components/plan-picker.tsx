import { useState } from 'react';
import { Form } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import { PERIOD_TEXT_KEYS } from '../billing-status';
import './billing.css';

type TPlanChoice = {
  planId: number;
  period: number;
  isActive: boolean;
  price: { amount: number; currency: number };
  undiscountedPrice: { amount: number; currency: number } | null;
  discountPercent: number;
};

/** Shortest commitment first, as the product page's table orders them. */
const PERIOD_ORDER = [5, 1, 3, 2, 4];

/**
 * /subscribe's plan picker: one radio per active plan, then Continue to /purchase. A plain GET form,
 * so it works before the page's script has loaded.
 */
export function PlanPicker({
  productId,
  plans,
  initialPlanId,
}: {
  productId: number;
  plans: TPlanChoice[];
  initialPlanId: number | null;
}) {
  const { t, lang } = useI18n();
  const choices = plans
    .filter((plan) => plan.isActive)
    .sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period));
  const [chosen, setChosen] = useState(
    choices.some((plan) => plan.planId === initialPlanId) ? initialPlanId : (choices[0]?.planId ?? null),
  );
  if (choices.length === 0) return <p className="billing-empty">{t('subscribe.noPlans')}</p>;
  return (
    <Form method="get" action="/purchase" className="plan-picker">
      <input type="hidden" name="productId" value={productId} />
      <fieldset className="plan-picker__set">
        <legend className="visually-hidden">{t('subscribe.legend')}</legend>
        {choices.map((plan) => (
          <label key={plan.planId} className="plan-option" data-testid={`plan-option-${plan.planId}`}>
            <input
              type="radio"
              name="planId"
              value={plan.planId}
              checked={chosen === plan.planId}
              onChange={() => setChosen(plan.planId)}
            />
            <span className="plan-option__period">{t(PERIOD_TEXT_KEYS[plan.period] ?? 'billing.period.monthly')}</span>
            <span className="plan-option__price">
              <strong>{formatMoney(plan.price, lang)}</strong>
              {plan.undiscountedPrice && plan.discountPercent > 0 ? (
                <s className="order-line__was">
                  <span className="visually-hidden">{t('purchase.insteadOf')} </span>
                  {formatMoney(plan.undiscountedPrice, lang)}
                </s>
              ) : null}
            </span>
            {plan.discountPercent > 0 ? (
              <Badge tone="accent">{t('plans.save', { percent: plan.discountPercent })}</Badge>
            ) : null}
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="lg">
        {t('subscribe.continue')}
      </Button>
    </Form>
  );
}
