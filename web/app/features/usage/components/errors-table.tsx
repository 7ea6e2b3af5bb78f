import { DataTableHead } from '~/components/ui/data-table';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TErrorsByCode } from '../api/get-usage';
import { formatCount } from '../usage-format';
import { CellLabel } from './cell-label';
import { useResultText } from './usage-text';

const COLUMNS: readonly TMessageKey[] = ['usage.col.code', 'usage.col.status', 'usage.col.meaning', 'usage.col.calls'];

/** Refused and failed calls over the range by result code, with what each code means. */
export function ErrorsTable({ errors, days }: { errors: TErrorsByCode[]; days: number }) {
  const { t, lang } = useI18n();
  const resultText = useResultText();
  return (
    <Panel id="usage-errors" title={t('usage.errors.title')} description={t('usage.errors.description', { days })}>
      {errors.length === 0 ? (
        <p className="empty-state empty-state--compact">{t('usage.errors.none')}</p>
      ) : (
        <table className="data-table data-table--cards usage-table" role="table" data-testid="usage-errors">
          <caption className="visually-hidden">{t('usage.errors.caption')}</caption>
          <DataTableHead columns={COLUMNS.map((key) => t(key))} />
          <tbody role="rowgroup">
            {errors.map((error) => (
              <tr key={`${error.resultCode}-${error.status}`} role="row">
                <th scope="row" role="rowheader" className="usage-code">
                  <CellLabel>{t('usage.col.code')}</CellLabel>
                  {error.resultCode}
                </th>
                <td role="cell">
                  <CellLabel>{t('usage.col.status')}</CellLabel>
                  {error.status}
                </td>
                <td role="cell">
                  <CellLabel>{t('usage.col.meaning')}</CellLabel>
                  {resultText(error.resultCode)}
                </td>
                <td role="cell" className="usage-num">
                  <CellLabel>{t('usage.col.calls')}</CellLabel>
                  {formatCount(error.calls, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
