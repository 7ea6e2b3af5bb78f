import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { formatMoney } from '../utils/price';
import './catalogue.css';

export const PERIOD_SUFFIX_KEYS: Record<number, TMessageKey> = {
  1: 'price.perMonth',
  2: 'price.perYear',
  3: 'price.perQuarter',
  4: 'price.once',
  5: 'price.perDay',
};

/** "From $99 / month": the amount with its currency symbol, then the billing period. */
export function PriceTag({
  money,
  period,
  isFrom = false,
}: {
  money: { amount: number; currency: number };
  period: number;
  isFrom?: boolean;
}) {
  const { lang, t } = useI18n();
  const suffixKey = PERIOD_SUFFIX_KEYS[period];
  return (
    <p className="price-tag">
      {isFrom ? <span className="meta-text">{t('price.from')}</span> : null}
      <span className="price-tag__amount">{formatMoney(money, lang)}</span>
      {suffixKey ? <span className="meta-text">{t(suffixKey)}</span> : null}
    </p>
  );
}
