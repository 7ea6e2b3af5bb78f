import { Badge } from '~/components/ui/badge';
import { Fact } from '~/components/ui/fact';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import type { TTrial } from '../api/trials';
import { SPORT_NAME_KEYS, trialBadge } from '../billing-status';
import './billing.css';

/** The Plans page's free trials: sport, status and dates. */
export function TrialList({ trials }: { trials: TTrial[] }) {
  const { t, lang } = useI18n();
  return (
    <ul className="plan-list">
      {trials.map((trial) => {
        const badge = trialBadge(trial.trialStatus);
        return (
          <li key={trial.sportType} className="billing-card plan-card" data-testid="trial">
            <div className="plan-card__head">
              <div className="plan-card__title-block">
                <h3 className="plan-card__title">{t(SPORT_NAME_KEYS[trial.sportType] ?? 'sportTitle.football')}</h3>
                <p className="meta-text">
                  {t('auth.freetrial.calls', { calls: trial.dailyCallLimit })} ·{' '}
                  {t('auth.freetrial.delay', { minutes: trial.delayMinutes })}
                </p>
              </div>
              <Badge tone={badge.tone}>{t(badge.key)}</Badge>
            </div>
            <dl className="plan-card__facts">
              <Fact label={t('plans.started')}>{formatDate(trial.startDate, lang)}</Fact>
              <Fact label={t('plans.ends')}>{formatDate(trial.endDate, lang)}</Fact>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
