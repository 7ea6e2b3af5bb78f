import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';

/** A plan's price before its discount, struck through and read as "instead of …". */
export function WasPrice({ money }: { money: { amount: number; currency: number } }) {
  const { t, lang } = useI18n();
  return (
    <s className="order-line__was">
      <span className="visually-hidden">{t('purchase.insteadOf')} </span>
      {formatMoney(money, lang)}
    </s>
  );
}
