import { Link } from 'react-router';
import { CardsTable, LabelledCell } from '~/components/ui/data-table';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TInterfaceUsage } from '../api/get-usage';
import { docsPathOf, errorRate, formatCount, formatPercent } from '../usage-format';

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
        <CardsTable
          className="usage-table"
          testId="usage-interfaces"
          caption="usage.interfaces.caption"
          columns={COLUMNS}
        >
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
                <LabelledCell label={t('usage.col.calls')} className="usage-num">
                  {formatCount(item.calls, lang)}
                </LabelledCell>
                <LabelledCell label={t('usage.col.errors')} className="usage-num">
                  {formatCount(item.errors, lang)}
                </LabelledCell>
                <LabelledCell label={t('usage.col.errorRate')} className="usage-num">
                  {rate === null ? '—' : formatPercent(rate, lang)}
                </LabelledCell>
              </tr>
            );
          })}
        </CardsTable>
      )}
    </Panel>
  );
}
