import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { DataTableHead } from '~/components/ui/data-table';
import { Fact } from '~/components/ui/fact';
import '~/components/ui/layout-primitives.css';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TUsageDay } from '../api/get-usage';
import { labelledDays, layoutBars, totalsOf, valueAxis } from '../usage-chart';
import { errorRate, formatCount, formatDay, formatPercent } from '../usage-format';

/** The days as a table: what the chart draws, for screen readers, and for everyone on request. */
function DaysTable({ days, id, isShown }: { days: TUsageDay[]; id: string; isShown: boolean }) {
  const { t, lang } = useI18n();
  return (
    <table id={id} className={isShown ? 'data-table usage-table' : 'visually-hidden'} data-testid="usage-days-table">
      <caption className="visually-hidden">{t('usage.days.caption')}</caption>
      <DataTableHead
        columns={[t('usage.col.day'), t('usage.col.calls'), t('usage.col.errors'), t('usage.col.errorRate')]}
      />
      <tbody>
        {[...days].reverse().map((day) => {
          const rate = errorRate(day.calls, day.errors);
          return (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day, lang)}</th>
              <td className="usage-num">{formatCount(day.calls, lang)}</td>
              <td className="usage-num">{formatCount(day.errors, lang)}</td>
              <td className="usage-num">{rate === null ? '—' : formatPercent(rate, lang)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Bars of calls per UTC day, errors stacked on the successful calls. The SVG is drawn in percent
 * of its box so it stretches to any width without stretching text: the axis labels are HTML. It
 * is one image to a screen reader (its label sums it up), which reads the days from the table.
 */
function BarChart({ days }: { days: TUsageDay[] }) {
  const { t, lang } = useI18n();
  const totals = totalsOf(days);
  const busiest = days.reduce<TUsageDay | undefined>(
    (best, day) => (!best || day.calls > best.calls ? day : best),
    undefined,
  );
  const { top, ticks } = valueAxis(busiest?.calls ?? 0);
  const bars = layoutBars(days, top);
  const labelled = labelledDays(days.length);
  // Phones have room for fewer dates: those only wide screens show are marked.
  const labelledOnPhones = labelledDays(days.length, 3);
  const summary =
    totals.calls > 0 && busiest
      ? t('usage.days.chartLabel', {
          days: days.length,
          calls: formatCount(totals.calls, lang),
          errors: formatCount(totals.errors, lang),
          day: formatDay(busiest.day, lang),
          most: formatCount(busiest.calls, lang),
        })
      : t('usage.days.chartLabelEmpty', { days: days.length });
  return (
    <figure className="usage-chart" data-testid="usage-chart">
      <div className="usage-chart__frame">
        <div className="usage-chart__y" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} className="usage-chart__tick" style={{ bottom: `${(tick / top) * 100}%` }}>
              {formatCount(tick, lang)}
            </span>
          ))}
        </div>
        <svg className="usage-chart__plot" role="img" aria-label={summary} preserveAspectRatio="none">
          {ticks.map((tick) => (
            <line
              key={tick}
              className="usage-chart__grid"
              x1="0"
              x2="100%"
              y1={`${100 - (tick / top) * 100}%`}
              y2={`${100 - (tick / top) * 100}%`}
            />
          ))}
          {bars.map((bar) => (
            <g key={bar.day}>
              <title>
                {t('usage.days.tooltip', {
                  day: formatDay(bar.day, lang),
                  calls: formatCount(bar.calls, lang),
                  errors: formatCount(bar.errors, lang),
                })}
              </title>
              {/* The whole column answers the pointer, so a short bar's tooltip is easy to reach. */}
              <rect
                className="usage-chart__hit"
                x={`${bar.columnX}%`}
                width={`${bar.columnWidth}%`}
                y="0"
                height="100%"
              />
              <rect
                className="usage-chart__ok"
                x={`${bar.barX}%`}
                width={`${bar.barWidth}%`}
                y={`${100 - bar.okHeight}%`}
                height={`${bar.okHeight}%`}
              />
              <rect
                className="usage-chart__error"
                x={`${bar.barX}%`}
                width={`${bar.barWidth}%`}
                y={`${100 - bar.okHeight - bar.errorHeight}%`}
                height={`${bar.errorHeight}%`}
              />
            </g>
          ))}
        </svg>
        <div className="usage-chart__x" aria-hidden="true">
          {days.map((day, index) => (
            <span
              key={day.day}
              className={labelled.has(index) && !labelledOnPhones.has(index) ? 'usage-chart__label--wide' : undefined}
            >
              {labelled.has(index) ? formatDay(day.day, lang) : ''}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="usage-chart__legend cluster">
        <span className="usage-legend usage-legend--ok">{t('usage.days.legendOk')}</span>
        <span className="usage-legend usage-legend--errors">{t('usage.days.legendErrors')}</span>
        <span className="meta-text">{t('usage.days.axis')} · UTC</span>
      </figcaption>
    </figure>
  );
}

/** Calls per day over the range: the chart, or on request the same figures as a table. */
export function DailyChart({ days }: { days: TUsageDay[] }) {
  const { t, lang } = useI18n();
  const [isTable, setTable] = useState(false);
  const tableId = useId();
  const totals = totalsOf(days);
  const rate = errorRate(totals.calls, totals.errors);
  return (
    <Panel
      id="usage-days"
      title={t('usage.days.title')}
      description={t('usage.days.description', { days: days.length })}
      actions={
        <Button variant="ghost" size="sm" aria-controls={tableId} onClick={() => setTable((shown) => !shown)}>
          {t(isTable ? 'usage.days.hideTable' : 'usage.days.showTable')}
        </Button>
      }
    >
      <dl className="usage-totals" data-testid="usage-totals">
        <Fact label={t('usage.col.calls')}>{formatCount(totals.calls, lang)}</Fact>
        <Fact label={t('usage.col.errors')}>{formatCount(totals.errors, lang)}</Fact>
        <Fact label={t('usage.col.errorRate')}>{rate === null ? '—' : formatPercent(rate, lang)}</Fact>
      </dl>
      {isTable ? null : <BarChart days={days} />}
      <DaysTable days={days} id={tableId} isShown={isTable} />
    </Panel>
  );
}
