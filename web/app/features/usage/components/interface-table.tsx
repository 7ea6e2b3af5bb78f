import { Link } from 'react-router';
import { DataTableHead } from '~/components/ui/data-table';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TInterfaceUsage } from '../api/get-usage';
import { docsPathOf, errorRate, formatCount, formatPercent } from '../usage-format';
import { CellLabel } from './cell-label';

const COLUMNS: readonly TMessageKey[] = [
  'usage.col.interface',
  'usage.col.calls',
  'usage.col.errors',
  'usage.col.errorRate',
];

/** Calls per interface over the range, each path linked to its reference page. */
export function InterfaceTable({ interfaces, days }: { interfaces: TInterfaceUsage[]; days: number }) {
  const { t, lang } = useI18n();
  return (
    <Panel
      id="usage-interfaces"
      title={t('usage.interfaces.title')}
      description={t('usage.interfaces.description', { days })}
    >
      {interfaces.length === 0 ? (
        <p className="empty-state empty-state--compact">{t('usage.recent.none')}</p>
      ) : (
        <table className="data-table data-table--cards usage-table" role="table" data-testid="usage-interfaces">
          <caption className="visually-hidden">{t('usage.interfaces.caption')}</caption>
          <DataTableHead columns={COLUMNS.map((key) => t(key))} />
          <tbody role="rowgroup">
            {interfaces.map((item) => {
              const rate = errorRate(item.calls, item.errors);
              return (
                <tr key={item.ref || item.path} role="row">
                  <th scope="row" role="rowheader">
                    <span className="usage-stack">
                      {item.path ? (
                        <Link to={docsPathOf(item.ref, lang)} className="text-link usage-path">
                          {item.path}
                        </Link>
                      ) : (
                        <span>{t('usage.interfaces.unknown')}</span>
                      )}
                      {item.ref ? <span className="meta-text usage-ref">{item.ref}</span> : null}
                    </span>
                  </th>
                  <td role="cell" className="usage-num">
                    <CellLabel>{t('usage.col.calls')}</CellLabel>
                    {formatCount(item.calls, lang)}
                  </td>
                  <td role="cell" className="usage-num">
                    <CellLabel>{t('usage.col.errors')}</CellLabel>
                    {formatCount(item.errors, lang)}
                  </td>
                  <td role="cell" className="usage-num">
                    <CellLabel>{t('usage.col.errorRate')}</CellLabel>
                    {rate === null ? '—' : formatPercent(rate, lang)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
