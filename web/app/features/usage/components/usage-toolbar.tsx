import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/layout-primitives.css';
import { useI18n } from '~/i18n';
import { formatMoment, USAGE_RANGES } from '../usage-format';
import { useTimeZone } from '~/lib/language/use-time-zone';

/**
 * Above the panels: the period (links, so each range has its address and is rendered on the
 * server), Refresh (busy while it asks, so the time beside it does not flicker every 30 s), and
 * when the figures were read.
 */
export function UsageToolbar({
  days,
  updatedAt,
  isFetching,
  onRefresh,
}: {
  days: number;
  updatedAt: number;
  isFetching: boolean;
  onRefresh: () => void;
}) {
  const { t, lang } = useI18n();
  const timeZone = useTimeZone();
  return (
    <div className="usage-toolbar cluster spread">
      <nav className="usage-range" aria-label={t('usage.range.label')}>
        {USAGE_RANGES.map((range) => (
          <Link
            key={range}
            to={`/user/usage?days=${range}&lang=${lang}`}
            className="usage-range__option"
            aria-current={range === days ? 'page' : undefined}
            preventScrollReset
          >
            {t('usage.range.days', { days: range })}
          </Link>
        ))}
      </nav>
      <div className="usage-toolbar__refresh cluster">
        <p className="meta-text" data-testid="usage-updated-at">
          {updatedAt > 0
            ? t('usage.updatedAt', { time: formatMoment(updatedAt, lang, timeZone, { isTimeOnly: true }) })
            : null}
        </p>
        <Button variant="secondary" size="sm" isBusy={isFetching} onClick={onRefresh}>
          <Icon name="refresh" size={16} />
          {t('usage.refresh')}
        </Button>
      </div>
      <p className="meta-text usage-toolbar__zone">{t('usage.timeNote', { zone: timeZone })}</p>
    </div>
  );
}
