import { CardsTable, CellLabel, LabelledCell } from '~/components/ui/data-table';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TErrorsByCode } from '../api/get-usage';
import { formatCount } from '../usage-format';
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
        <CardsTable className="usage-table" testId="usage-errors" caption="usage.errors.caption" columns={COLUMNS}>
          {errors.map((error) => (
            <tr key={`${error.resultCode}-${error.status}`} role="row">
              <th scope="row" role="rowheader" className="usage-code">
                <CellLabel>{t('usage.col.code')}</CellLabel>
                {error.resultCode}
              </th>
              <LabelledCell label={t('usage.col.status')}>{error.status}</LabelledCell>
              <LabelledCell label={t('usage.col.meaning')}>{resultText(error.resultCode)}</LabelledCell>
              <LabelledCell label={t('usage.col.calls')} className="usage-num">
                {formatCount(error.calls, lang)}
              </LabelledCell>
            </tr>
          ))}
        </CardsTable>
      )}
    </Panel>
  );
}
