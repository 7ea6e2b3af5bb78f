import { LinkButton } from '~/components/ui/button';
import { Badge } from '~/components/ui/badge';
import { Fact } from '~/components/ui/fact';
import { Panel } from '~/components/ui/panel';
import '~/components/ui/layout-primitives.css';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import type { TSportQuota } from '../api/get-usage';
import { formatCount, formatMoment, quotaLevel, quotaPercent } from '../usage-format';
import { useTimeZone } from '~/lib/language/use-time-zone';
import { SPORT_NAME_KEYS } from './usage-text';

/** When today's count starts again: the reader's time, with the UTC time it is set by. */
function ResetsAt({ at }: { at: string }) {
  const { t, lang } = useI18n();
  const timeZone = useTimeZone();
  const utc = formatMoment(at, lang, 'UTC', { isTimeOnly: true, hasSeconds: false });
  if (timeZone === 'UTC') return <>{t('usage.quota.resetsAtUtc', { utc })}</>;
  const local = formatMoment(at, lang, timeZone, { hasSeconds: false });
  return <>{t('usage.quota.resetsAt', { local, utc })}</>;
}

/** A trial's calls today against its daily limit: a bar a screen reader reads as "37 of 200 calls used". */
function DailyLimit({ quota, limit }: { quota: TSportQuota; limit: number }) {
  const { t, lang } = useI18n();
  const level = quotaLevel(quota.usedToday, limit);
  const sport = t(SPORT_NAME_KEYS[quota.sportType] ?? 'sportTitle.football');
  const used = t('usage.quota.used', { used: formatCount(quota.usedToday, lang), limit: formatCount(limit, lang) });
  return (
    <>
      <div className="quota-card__figures">
        <span data-testid="quota-used">{used}</span>
        <strong>{t('usage.quota.remaining', { remaining: formatCount(quota.remaining ?? 0, lang) })}</strong>
      </div>
      <div
        className={`quota-bar quota-bar--${level}`}
        role="progressbar"
        aria-label={t('usage.quota.barLabel', { sport })}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(quota.usedToday, limit)}
        aria-valuetext={used}
      >
        <div className="quota-bar__fill" style={{ width: `${quotaPercent(quota.usedToday, limit)}%` }} />
      </div>
      {level === 'ok' ? null : (
        <p className={`quota-card__warning quota-card__warning--${level}`}>
          {t(level === 'exhausted' ? 'usage.quota.exhausted' : 'usage.quota.high')}
        </p>
      )}
    </>
  );
}

function QuotaCard({ quota }: { quota: TSportQuota }) {
  const { t, lang } = useI18n();
  const isTrial = quota.source === 'trial';
  return (
    <li className="quota-card" data-testid={`quota-${quota.sportType}`}>
      <div className="quota-card__head spread">
        <h3 className="quota-card__sport">{t(SPORT_NAME_KEYS[quota.sportType] ?? 'sportTitle.football')}</h3>
        <Badge tone={isTrial ? 'new' : 'accent'}>{t(isTrial ? 'usage.quota.trial' : 'usage.quota.subscription')}</Badge>
      </div>
      {quota.dailyCallLimit === null ? (
        <div className="quota-card__figures">
          <strong>{t('usage.quota.noLimit')}</strong>
          <span className="meta-text">{t('usage.quota.noLimitNote')}</span>
        </div>
      ) : (
        <DailyLimit quota={quota} limit={quota.dailyCallLimit} />
      )}
      <dl className="quota-card__facts">
        {quota.dailyCallLimit === null ? null : (
          <Fact label={t('usage.quota.resets')}>
            <ResetsAt at={quota.resetsAt} />
          </Fact>
        )}
        <Fact label={t('usage.quota.validUntil')}>{formatDate(quota.validUntil, lang)}</Fact>
      </dl>
      <p className="meta-text">
        {quota.delayMinutes > 0 ? t('usage.quota.delay', { minutes: quota.delayMinutes }) : t('usage.quota.realTime')}
      </p>
    </li>
  );
}

/** Each sport the key may call today; where to get a trial or a plan when there is none. */
export function QuotaPanel({ quotas }: { quotas: TSportQuota[] }) {
  const { t, lang } = useI18n();
  return (
    <Panel id="usage-quotas" title={t('usage.quota.title')} description={t('usage.quota.description')}>
      {quotas.length === 0 ? (
        <div className="empty-state empty-state--compact">
          <p>{t('usage.quota.none')}</p>
          <div className="usage-actions">
            <LinkButton to={`/auth/freetrial?lang=${lang}`} size="sm">
              {t('usage.quota.startTrial')}
            </LinkButton>
            <LinkButton to={`/products/football?lang=${lang}`} variant="secondary" size="sm">
              {t('usage.quota.browse')}
            </LinkButton>
          </div>
        </div>
      ) : (
        <ul className="quota-list">
          {quotas.map((quota) => (
            <QuotaCard key={quota.sportType} quota={quota} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
