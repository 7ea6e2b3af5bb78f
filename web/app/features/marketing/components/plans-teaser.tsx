import { LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import { useTrialOffer } from '~/lib/free-trial/trial-offer';
import { ENTRY_PRICE_USD, FREE_TRIAL_DAILY_CALLS } from '../constants';
import { CheckList } from './check-list';
import './marketing.css';

export function PlansTeaser() {
  const { t } = useI18n();
  return (
    <section className="section" aria-labelledby="plans-title">
      <Container>
        <div className="plans-card">
          <div className="plans-card__copy">
            <p className="section__eyebrow caps-label">{t('home.plans.eyebrow')}</p>
            <h2 id="plans-title" className="section__title">
              {t('home.plans.title', { price: ENTRY_PRICE_USD })}
            </h2>
            <p className="plans-card__body">{t('home.plans.body')}</p>
            <div className="plans-card__ctas">
              <LinkButton to="/products/football" variant="secondary">
                {t('home.plans.cta')}
              </LinkButton>
              <LinkButton to="/products/basketball" variant="ghost">
                {t('home.plans.ctaSecondary')}
              </LinkButton>
            </div>
          </div>
          <CheckList itemKeys={['home.plans.point1', 'home.plans.point2', 'home.plans.point3']} />
        </div>
      </Container>
    </section>
  );
}

export function TrialBand() {
  const { t } = useI18n();
  const trial = useTrialOffer();
  return (
    <section className="trial-band" aria-labelledby="trial-title">
      <Container className="trial-band__inner">
        <div>
          <h2 id="trial-title" className="trial-band__title">
            {t('home.trial.title', { days: trial.days })}
          </h2>
          <p className="trial-band__body">{t('home.trial.body', { calls: FREE_TRIAL_DAILY_CALLS })}</p>
        </div>
        <LinkButton to={trial.path} size="lg" variant="secondary">
          {t('home.trial.cta')}
          <Icon name="arrowRight" size={18} />
        </LinkButton>
      </Container>
    </section>
  );
}
