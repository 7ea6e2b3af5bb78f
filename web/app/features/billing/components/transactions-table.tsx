import { Fragment, useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { CardsTable, LabelledCell } from '~/components/ui/data-table';
import { formatMoney } from '~/features/catalogue';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { formatDate } from '~/lib/language/format-date';
import { saveTransactionDocument, type TTransaction } from '../api/payments';
import { PERIOD_TEXT_KEYS, transactionBadge } from '../billing-status';
import './billing.css';

const COLUMNS: readonly TMessageKey[] = [
  'payment.date',
  'payment.description',
  'payment.amount',
  'payment.result',
  'payment.paidAt',
  'payment.documents',
];

/**
 * What a transaction paid for in the reader's language (`Top 5 European Leagues · Per year`), from
 * its lines; the English description the provider saw where it has none.
 */
function useTransactionName() {
  const { t } = useI18n();
  return (transaction: TTransaction) =>
    transaction.lines.length === 0
      ? transaction.description
      : transaction.lines
          .map((line) => `${line.productName} · ${t(PERIOD_TEXT_KEYS[line.period] ?? 'billing.period.monthly')}`)
          .join(' + ');
}

const KIND_KEYS: Partial<Record<TTransaction['kind'], TMessageKey>> = {
  renewal: 'payment.kind.renewal',
  upgrade: 'payment.kind.upgrade',
};

/** Invoice and receipt of a paid transaction, as PDF downloads. */
function DocumentButtons({ transaction }: { transaction: TTransaction }) {
  const nameOf = useTransactionName();
  const { t, lang } = useI18n();
  const [pending, setPending] = useState<'invoice' | 'receipt' | null>(null);
  const save = (kind: 'invoice' | 'receipt') => {
    if (pending) return;
    setPending(kind);
    saveTransactionDocument(kind, transaction.transactionId, lang)
      .catch(() => undefined) // the API client has shown the failure
      .finally(() => setPending(null));
  };
  // Inline buttons with a space between them wrap by themselves on a narrow card.
  return (
    <span>
      {(['invoice', 'receipt'] as const).map((kind, index) => (
        <Fragment key={kind}>
          {index > 0 ? ' ' : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => save(kind)}
            aria-disabled={pending !== null || undefined}
            aria-busy={pending === kind || undefined}
          >
            {t(kind === 'invoice' ? 'payment.invoice' : 'payment.receipt')}
            <span className="visually-hidden"> {nameOf(transaction)}</span>
          </Button>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The customer's transactions. On phones each row becomes a card with its own labels; the explicit
 * roles keep the table's semantics when the rows are laid out as blocks.
 */
export function TransactionsTable({ transactions }: { transactions: TTransaction[] }) {
  const { t, lang } = useI18n();
  const nameOf = useTransactionName();
  return (
    <CardsTable className="tx-table" testId="transactions" caption="payment.caption" columns={COLUMNS}>
      {transactions.map((transaction) => {
        const badge = transactionBadge(transaction.result);
        const kindKey = KIND_KEYS[transaction.kind];
        return (
          <tr key={transaction.transactionId} role="row">
            <LabelledCell label={t('payment.date')}>{formatDate(transaction.createdAt, lang)}</LabelledCell>
            <th scope="row" role="rowheader" className="tx-table__description">
              {nameOf(transaction)}
              {kindKey ? <span className="meta-text"> · {t(kindKey)}</span> : null}
            </th>
            <LabelledCell label={t('payment.amount')}>
              <span className="tx-table__amount">
                <strong>{formatMoney(transaction.payAmount, lang)}</strong>
                {transaction.refundedAmount.amount > 0 ? (
                  <span className="meta-text">
                    {t('payment.refunded', { amount: formatMoney(transaction.refundedAmount, lang) })}
                  </span>
                ) : null}
              </span>
            </LabelledCell>
            <LabelledCell label={t('payment.result')}>
              <Badge tone={badge.tone}>{t(badge.key)}</Badge>
            </LabelledCell>
            <LabelledCell label={t('payment.paidAt')}>
              {transaction.paidAt ? (
                formatDate(transaction.paidAt, lang)
              ) : (
                <span className="meta-text">{t('payment.notPaid')}</span>
              )}
            </LabelledCell>
            <LabelledCell label={t('payment.documents')}>
              {transaction.result === 'success' || transaction.result === 'refunded' ? (
                <DocumentButtons transaction={transaction} />
              ) : (
                <span className="meta-text">—</span>
              )}
            </LabelledCell>
          </tr>
        );
      })}
    </CardsTable>
  );
}
