import { Badge, type TBadgeTone } from '~/components/ui/badge';
import { LabelledCell } from '~/components/ui/data-table';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TRecentCall } from '../api/get-usage';
import { callOutcome, formatLatency, formatMoment, type TCallOutcome } from '../usage-format';
import { useTimeZone } from '~/lib/language/use-time-zone';
import { UsageNumberCell, UsageTable } from './usage-table';
import { OUTCOME_KEYS, useResultText } from './usage-text';

const COLUMNS: readonly TMessageKey[] = [
  'usage.col.time',
  'usage.col.method',
  'usage.col.path',
  'usage.col.status',
  'usage.col.code',
  'usage.col.latency',
  'usage.col.ip',
];

const OUTCOME_TONES: Record<TCallOutcome, TBadgeTone> = { served: 'accent', refused: 'sale', failed: 'hot' };

/**
 * The last 100 calls, newest first; each status in colour and in words. On phones, one compact card
 * per call: time and status, then the path, the result, latency and address.
 */
export function RecentCallsTable({ calls }: { calls: TRecentCall[] }) {
  const { t, lang } = useI18n();
  const timeZone = useTimeZone();
  const resultText = useResultText();
  return (
    <Panel id="usage-recent" title={t('usage.recent.title')} description={t('usage.recent.description')}>
      <UsageTable
        rows={calls}
        none="usage.recent.none"
        className="usage-recent"
        testId="usage-recent"
        caption="usage.recent.caption"
        columns={COLUMNS}
      >
        {(call, index) => {
          const outcome = callOutcome(call.status);
          return (
            <tr key={`${call.at}-${index}`} role="row" data-testid="usage-call">
              <th scope="row" role="rowheader" className="usage-time">
                <time dateTime={call.at} title={`${call.at.replace('T', ' ').replace(/\.\d+Z$|Z$/, '')} UTC`}>
                  {formatMoment(call.at, lang, timeZone)}
                </time>
              </th>
              <td role="cell" className="usage-method">
                GET
              </td>
              <td role="cell" className="usage-table__path">
                <code className="usage-path">{call.path}</code>
              </td>
              <td role="cell" className="usage-status">
                <Badge tone={OUTCOME_TONES[outcome]}>
                  {call.status} · {t(OUTCOME_KEYS[outcome])}
                </Badge>
              </td>
              <LabelledCell label={t('usage.col.code')} className="usage-result">
                <span className="usage-stack">
                  <span className="usage-code">{call.resultCode}</span>
                  {call.resultCode === 0 ? null : <span className="meta-text">{resultText(call.resultCode)}</span>}
                </span>
              </LabelledCell>
              <UsageNumberCell label={t('usage.col.latency')} className="usage-latency">
                {formatLatency(call.latencyMs, lang)}
              </UsageNumberCell>
              <LabelledCell label={t('usage.col.ip')} className="usage-ip-cell">
                <code className="usage-ip">{call.ip}</code>
              </LabelledCell>
            </tr>
          );
        }}
      </UsageTable>
    </Panel>
  );
}
