import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/feedback/load-failed';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, LinkButton } from '~/components/ui/button';
import { CheckList } from '~/components/ui/check-list';
import { Icon } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { formatDate } from '~/lib/language/format-date';
import { trialsQuery, useStartTrialMutation, type TTrial } from '../api/trials';
import { SPORT_NAME_KEYS, trialBadge } from '../billing-status';
import './billing.css';

const SPORTS = [
  { sportType: 1, name: 'football', icon: 'football' },
  { sportType: 2, name: 'basketball', icon: 'basketball' },
  { sportType: 3, name: 'esports', icon: 'esports' },
] as const;

type TSportType = (typeof SPORTS)[number]['sportType'];

/** The terms every trial gives, from the server (the system config's trial days win over 15). */
export function TrialTerms() {
  const { t } = useI18n();
  const trials = trialsQuery.use();
  const terms = trials.data?.terms;
  if (!terms) return null;
  const items = [
    t('auth.freetrial.days', { days: terms.days }),
    t('auth.freetrial.calls', { calls: terms.dailyCallLimit }),
    ...(terms.allLeagues ? [t('auth.freetrial.leagues')] : []),
    t('auth.freetrial.delay', { minutes: terms.delayMinutes }),
    t('auth.freetrial.card'),
  ];
  return (
    <section className="billing-card trial-terms" aria-labelledby="trial-terms-title">
      <h2 id="trial-terms-title" className="billing-card__title">
        {t('freetrial.termsTitle')}
      </h2>
      <CheckList items={items} />
    </section>
  );
}

function SportStatus({ trial }: { trial: TTrial | undefined }) {
  const { t, lang } = useI18n();
  if (!trial) return <p className="meta-text">{t('freetrial.available')}</p>;
  const badge = trialBadge(trial.trialStatus);
  const isRunning = trial.trialStatus === 1;
  return (
    <div className="trial-sport__status">
      <Badge tone={badge.tone}>{t(badge.key)}</Badge>
      <span className="meta-text">
        {t(isRunning ? 'freetrial.endsOn' : 'freetrial.endedOn', { date: formatDate(trial.endDate, lang) })}
      </span>
    </div>
  );
}

/** One card per sport: start its trial, or see the one running or used (SPEC 9: once per user and sport). */
export function TrialSports() {
  const { t, lang } = useI18n();
  const trials = trialsQuery.use();
  const start = useStartTrialMutation(lang);
  const [started, setStarted] = useState<TTrial | null>(null);
  const [failure, setFailure] = useState<{ sportType: TSportType; message: string } | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  if (trials.isError) return <LoadFailed error={trials.error} />;

  const onStart = (sportType: TSportType) => {
    if (start.isPending) return;
    setFailure(null);
    start.mutate(sportType, {
      onSuccess: (trial) => {
        setStarted(trial);
        // The success message and its links are where the keyboard goes next.
        requestAnimationFrame(() => successRef.current?.focus());
      },
      onError: (error) => setFailure({ sportType, message: errorText(error, t) }),
    });
  };

  const startedName = started ? t(SPORT_NAME_KEYS[started.sportType] ?? 'sportTitle.football') : '';
  return (
    <section className="trial-sports" aria-labelledby="trial-sports-title">
      <h2 id="trial-sports-title" className="billing-section-title">
        {t('freetrial.sportsTitle')}
      </h2>
      <div role="status" className="trial-sports__live">
        {started ? (
          <div ref={successRef} tabIndex={-1} className="trial-sports__success">
            <Alert tone="success" title={t('freetrial.startedTitle', { sport: startedName })}>
              <p>{t('freetrial.startedBody', { date: formatDate(started.endDate, lang) })}</p>
              <div className="billing-actions">
                <LinkButton to="/user/accountSettings" size="sm">
                  {t('freetrial.toApiKey')}
                </LinkButton>
                <LinkButton to={`/docs?lang=${lang}`} size="sm" variant="ghost">
                  {t('freetrial.toDocs')}
                </LinkButton>
              </div>
            </Alert>
          </div>
        ) : null}
      </div>
      <ul className="trial-sports__list">
        {SPORTS.map((sport) => {
          const trial = trials.data?.trials.find((item) => item.sportType === sport.sportType);
          const sportTitle = t(`sportTitle.${sport.name}`);
          const isPending = start.isPending && start.variables === sport.sportType;
          return (
            <li key={sport.sportType} className="billing-card trial-sport" data-testid={`trial-${sport.name}`}>
              <div className="trial-sport__head">
                <span
                  className={`trial-sport__icon tone-${sport.sportType === 1 ? 'accent' : sport.sportType === 2 ? 'sale' : 'info'}`}
                >
                  <Icon name={sport.icon} size={22} />
                </span>
                <h3 className="trial-sport__name">{sportTitle}</h3>
              </div>
              {trials.data ? <SportStatus trial={trial} /> : <span className="skeleton" style={{ width: '8rem' }} />}
              {failure?.sportType === sport.sportType ? (
                <Alert tone="error">
                  <p>{failure.message}</p>
                </Alert>
              ) : null}
              {trial ? (
                trial.trialStatus === 1 ? null : (
                  <>
                    <p className="trial-sport__note">{t('freetrial.used')}</p>
                    <Link className="text-link" to={`/products/${sport.name}?lang=${lang}`}>
                      {t('freetrial.viewPlans', { sport: t(`sport.${sport.name}`) })}
                    </Link>
                  </>
                )
              ) : (
                <Button
                  block
                  disabled={!trials.data}
                  aria-disabled={isPending || undefined}
                  aria-busy={isPending || undefined}
                  onClick={() => onStart(sport.sportType)}
                >
                  {isPending ? t('freetrial.starting') : t('freetrial.start', { sport: sportTitle })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
