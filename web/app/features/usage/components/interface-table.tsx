import { Link } from 'react-router';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TInterfaceUsage } from '../api/get-usage';
import { UsageNumberCell, UsageTable } from './usage-table';
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
      <UsageTable
        rows={interfaces}
        none="usage.recent.none"
        testId="usage-interfaces"
        caption="usage.interfaces.caption"
        columns={COLUMNS}
      >
        {(item) => {
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
              <UsageNumberCell label={t('usage.col.calls')}>{formatCount(item.calls, lang)}</UsageNumberCell>
              <UsageNumberCell label={t('usage.col.errors')}>{formatCount(item.errors, lang)}</UsageNumberCell>
              <UsageNumberCell label={t('usage.col.errorRate')}>
                {rate === null ? '—' : formatPercent(rate, lang)}
              </UsageNumberCell>
            </tr>
          );
        }}
      </UsageTable>
    </Panel>
  );
}
