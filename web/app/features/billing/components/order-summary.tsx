import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Fact } from '~/components/ui/fact';
import { TextField } from '~/components/ui/text-field';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import type { TQuote } from '../api/checkout';
import { PERIOD_TEXT_KEYS, SPORT_NAME_KEYS } from '../billing-status';
import { WasPrice } from './was-price';
import './billing.css';

type TPromotionProps = {
  applied: string;
  isChecking: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** The promotion code: Apply asks for a new quote; a refused code (13008) is said at the field. */
function PromotionCode({ applied, isChecking, error, onApply, onRemove }: TPromotionProps) {
  const { t } = useI18n();
  const [code, setCode] = useState(applied);
  const [localError, setLocalError] = useState<string | null>(null);
  const apply = () => {
    const trimmed = code.trim();
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(trimmed)) {
      setLocalError(trimmed ? t('purchase.promotionInvalidChars') : t('validation.required'));
      return;
    }
    setLocalError(null);
    onApply(trimmed);
  };
  return (
    <div className="promo">
      <TextField
        label={t('purchase.promotion')}
        name="promotionCode"
        value={code}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('purchase.promotionHint')}
        error={localError ?? error}
        onValueChange={(value) => {
          setCode(value);
          setLocalError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <div className="promo__actions">
        <Button
          variant="secondary"
          onClick={() => {
            if (!isChecking) apply();
          }}
          aria-disabled={isChecking || undefined}
          aria-busy={isChecking || undefined}
        >
          {t('purchase.apply')}
        </Button>
        {applied ? (
          <Button
            variant="ghost"
            onClick={() => {
              setCode('');
              setLocalError(null);
              onRemove();
            }}
          >
            {t('purchase.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** /purchase's order summary: product, period, period discount, promotion and the total in the plan's currency. */
export function OrderSummary({ quote, promotion }: { quote: TQuote; promotion: TPromotionProps }) {
  const { t, lang } = useI18n();
  const isRecurring = quote.lines.some((line) => line.period !== 4);
  return (
    <section className="billing-card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="billing-card__title">
        {t('purchase.summary')}
      </h2>
      {quote.lines.map((line) => (
        <dl key={`${line.productId}-${line.planId}`} className="order-line" data-testid="order-line">
          <Fact label={t('purchase.product')} className="order-line__row">
            <span lang="en" className="order-line__product">
              {line.productName}
            </span>
            <span className="meta-text">{t(SPORT_NAME_KEYS[line.sportType] ?? 'sportTitle.football')}</span>
          </Fact>
          <Fact label={t('purchase.plan')} className="order-line__row">
            {t(PERIOD_TEXT_KEYS[line.period] ?? 'billing.period.monthly')}
          </Fact>
          <div className="order-line__row">
            <dt>{t('purchase.price')}</dt>
            <dd className="order-line__price">
              {line.undiscountedPrice && line.periodDiscountPercent > 0 ? (
                <>
                  <Badge tone="accent">{t('plans.save', { percent: line.periodDiscountPercent })}</Badge>
                  <WasPrice money={line.undiscountedPrice} />
                </>
              ) : null}
              <strong>{formatMoney(line.price, lang)}</strong>
            </dd>
          </div>
        </dl>
      ))}
      <PromotionCode {...promotion} />
      {quote.promotion ? (
        <div className="order-summary__row" data-testid="promotion-line">
          <span>
            {t('purchase.promotionApplied', { code: quote.promotion.code, percent: quote.promotion.percentOff })}
          </span>
          <span>−{formatMoney(quote.promotion.amountOff, lang)}</span>
        </div>
      ) : null}
      <div className="order-summary__total" data-testid="order-total">
        <span>{t('purchase.total')}</span>
        <strong>{formatMoney(quote.total, lang)}</strong>
      </div>
      <p className="meta-text">{isRecurring ? t('purchase.renews') : t('purchase.oneTime')}</p>
    </section>
  );
}
