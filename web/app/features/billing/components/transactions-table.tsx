import { Badge } from '~/components/ui/badge';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { formatDate } from '~/lib/language/format-date';
import type { TTransaction } from '../api/payments';
import { transactionBadge } from '../billing-status';
import '~/components/ui/data-table.css';
import './billing.css';

const COLUMNS: readonly TMessageKey[] = [
  'payment.date',
  'payment.description',
  'payment.amount',
  'payment.result',
  'payment.paidAt',
];

/**
 * The customer's transactions. On phones each row becomes a card with its own labels; the explicit
 * roles keep the table's semantics when the rows are laid out as blocks.
 */
export function TransactionsTable({ transactions }: { transactions: TTransaction[] }) {
  const { t, lang } = useI18n();
  const label = (key: TMessageKey) => (
    <span className="tx-table__label caps-label" aria-hidden="true">
      {t(key)}
    </span>
  );
  return (
    <table className="data-table tx-table" role="table" data-testid="transactions">
      <caption className="visually-hidden">{t('payment.caption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((key) => (
            <th key={key} scope="col" role="columnheader">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {transactions.map((transaction) => {
          const badge = transactionBadge(transaction.result);
          return (
            <tr key={transaction.transactionId} role="row">
              <td role="cell">
                {label('payment.date')}
                {formatDate(transaction.createdAt, lang)}
              </td>
              <th scope="row" role="rowheader" className="tx-table__description" lang="en">
                {transaction.description}
              </th>
              <td role="cell">
                {label('payment.amount')}
                <span className="tx-table__amount">
                  <strong>{formatMoney(transaction.payAmount, lang)}</strong>
                  {transaction.refundedAmount.amount > 0 ? (
                    <span className="meta-text">
                      {t('payment.refunded', { amount: formatMoney(transaction.refundedAmount, lang) })}
                    </span>
                  ) : null}
                </span>
              </td>
              <td role="cell">
                {label('payment.result')}
                <Badge tone={badge.tone}>{t(badge.key)}</Badge>
              </td>
              <td role="cell">
                {label('payment.paidAt')}
                {transaction.paidAt ? (
                  formatDate(transaction.paidAt, lang)
                ) : (
                  <span className="meta-text">{t('payment.notPaid')}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
