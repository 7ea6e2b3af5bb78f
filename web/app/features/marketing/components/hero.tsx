import { LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import { useTrialOffer } from '~/lib/free-trial/trial-offer';
import { MatchPreview } from './match-preview';
import './hero.css';

export function Hero() {
  const { t } = useI18n();
  const trial = useTrialOffer();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true" />
      <Container className="hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <span className="hero__eyebrow-dot" aria-hidden="true" />
            {t('home.hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__subtitle">{t('home.hero.subtitle')}</p>
          <div className="hero__ctas">
            <LinkButton to={trial.path} size="lg">
              {t('home.hero.ctaTrial')}
              <Icon name="arrowRight" size={18} />
            </LinkButton>
            <LinkButton to="/docs" size="lg" variant="outline-inverse">
              <Icon name="code" size={18} />
              {t('home.hero.ctaDocs')}
            </LinkButton>
          </div>
          <p className="hero__note">{t('home.hero.note', { days: trial.days })}</p>
        </div>
        <MatchPreview />
      </Container>
    </section>
  );
}
