import { CellLabel, LabelledCell } from '~/components/ui/data-table';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TErrorsByCode } from '../api/get-usage';
import { formatCount } from '../usage-format';
import { UsageNumberCell, UsageTable } from './usage-table';
import { useResultText } from './usage-text';

const COLUMNS: readonly TMessageKey[] = ['usage.col.code', 'usage.col.status', 'usage.col.meaning', 'usage.col.calls'];

/** Refused and failed calls over the range by result code, with what each code means. */
export function ErrorsTable({ errors, days }: { errors: TErrorsByCode[]; days: number }) {
  const { t, lang } = useI18n();
  const resultText = useResultText();
  return (
    <Panel id="usage-errors" title={t('usage.errors.title')} description={t('usage.errors.description', { days })}>
      <UsageTable
        rows={errors}
        none="usage.errors.none"
        testId="usage-errors"
        caption="usage.errors.caption"
        columns={COLUMNS}
      >
        {(error) => (
          <tr key={`${error.resultCode}-${error.status}`} role="row">
            <th scope="row" role="rowheader" className="usage-code">
              <CellLabel>{t('usage.col.code')}</CellLabel>
              {error.resultCode}
            </th>
            <LabelledCell label={t('usage.col.status')}>{error.status}</LabelledCell>
            <LabelledCell label={t('usage.col.meaning')}>{resultText(error.resultCode)}</LabelledCell>
            <UsageNumberCell label={t('usage.col.calls')}>{formatCount(error.calls, lang)}</UsageNumberCell>
          </tr>
        )}
      </UsageTable>
    </Panel>
  );
}
