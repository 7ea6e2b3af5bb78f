import { useState } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { useI18n } from '~/i18n';
import { PlanOption, type TPlanChoice } from './plan-option';
import './billing.css';

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
  const { t } = useI18n();
  const choices = plans
    .filter((plan) => plan.isActive)
    .sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period));
  const [chosen, setChosen] = useState(
    choices.some((plan) => plan.planId === initialPlanId) ? initialPlanId : (choices[0]?.planId ?? null),
  );
  if (choices.length === 0) return <p className="empty-state empty-state--compact">{t('subscribe.noPlans')}</p>;
  return (
    <Form method="get" action="/purchase" className="plan-picker">
      <input type="hidden" name="productId" value={productId} />
      <fieldset className="plan-picker__set">
        <legend className="visually-hidden">{t('subscribe.legend')}</legend>
        {choices.map((plan) => (
          <PlanOption
            key={plan.planId}
            name="planId"
            plan={plan}
            chosenId={chosen}
            onChoose={setChosen}
            isDiscountShown
            testId={`plan-option-${plan.planId}`}
          />
        ))}
      </fieldset>
      <Button type="submit" size="lg">
        {t('subscribe.continue')}
      </Button>
    </Form>
  );
}
