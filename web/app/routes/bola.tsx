import type { Route } from './+types/bola';
import { LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon, type TIconName } from '~/components/ui/icon';
import { PageHero } from '~/features/site-pages/components/page-hero';
import '~/features/site-pages/components/site-pages.css';
import { getSiteContent, useSiteContent } from '~/features/site-pages/content';
import { useI18n } from '~/i18n';
import { buildPublicMeta, readMetaContext } from '~/lib/route-meta';
import { useRootData } from '~/lib/root-data';
import { useTrialPath } from '~/lib/use-trial-path';

/**
 * The console's animation configuration page (SPEC 2: /user/animConfig). Set this to its path
 * once that page is registered; until then the CTA leads to the free trial only.
 */
const ANIMATION_CONSOLE_PATH: string | null = null;

const FEATURE_ICONS: readonly TIconName[] = ['bolt', 'play', 'stats', 'shield'];

const EMBED_SNIPPET = `<div id="matchwire-widget"></div>
<script src="https://widgets.matchwire.io/v1/animation.js"></script>
<script>
  Matchwire.animation({
    element: '#matchwire-widget',
    sport: 'football',        // or 'basketball'
    matchId: 'YOUR_MATCH_ID',
    theme: { accent: '#16d982' },
  });
</script>`;

export const meta: Route.MetaFunction = (args) => {
  const { lang, t } = readMetaContext(args);
  const { widgets } = getSiteContent(lang);
  return buildPublicMeta(args, {
    title: t('meta.page.title', { title: widgets.title }),
    description: widgets.description,
  });
};

export default function Bola() {
  const { t } = useI18n();
  const { widgets } = useSiteContent();
  const trialPath = useTrialPath();
  const isLoggedIn = Boolean(useRootData()?.user);
  const consoleCta =
    isLoggedIn && ANIMATION_CONSOLE_PATH ? (
      <LinkButton to={ANIMATION_CONSOLE_PATH} variant="outline-inverse">
        {t('widgets.configure')}
      </LinkButton>
    ) : null;
  return (
    <>
      <PageHero eyebrow={widgets.eyebrow} title={widgets.title} lead={widgets.lead}>
        <div className="page-hero__actions">
          <LinkButton to={trialPath} size="lg">
            {t('nav.startTrial')}
            <Icon name="arrowRight" size={18} />
          </LinkButton>
          {consoleCta}
        </div>
      </PageHero>

      <section className="section" aria-labelledby="widgets-what">
        <Container>
          <header className="section__header section__header--center">
            <h2 id="widgets-what" className="section__title">
              {widgets.whatTitle}
            </h2>
            <p className="section__subtitle">{widgets.whatBody}</p>
          </header>
          <ul className="tile-grid">
            {widgets.features.map((feature, index) => (
              <li key={feature.title}>
                <div className="tile">
                  <span className="tile__icon" aria-hidden="true">
                    <Icon name={FEATURE_ICONS[index] ?? 'check'} size={22} />
                  </span>
                  <h3>{feature.title}</h3>
                  <p>{feature.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="section section--subtle" aria-labelledby="widgets-sports">
        <Container>
          <header className="section__header section__header--center">
            <h2 id="widgets-sports" className="section__title">
              {widgets.sportsTitle}
            </h2>
          </header>
          <ul className="tile-grid">
            {(
              [
                ['football', widgets.football],
                ['basketball', widgets.basketball],
              ] as const
            ).map(([sport, tile]) => (
              <li key={sport}>
                <div className="tile">
                  <span className="tile__icon" aria-hidden="true">
                    <Icon name={sport} size={22} />
                  </span>
                  <h3>{tile.title}</h3>
                  <p>{tile.body}</p>
                  <LinkButton to={`/products/${sport}`} variant="ghost" size="sm">
                    {t(sport === 'football' ? 'nav.allFootball' : 'nav.allBasketball')}
                    <Icon name="arrowRight" size={16} />
                  </LinkButton>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="section" aria-labelledby="widgets-embed">
        <Container>
          <header className="section__header section__header--center">
            <h2 id="widgets-embed" className="section__title">
              {widgets.embedTitle}
            </h2>
          </header>
          <div className="embed-steps">
            <ol>
              {widgets.embedSteps.map((step) => (
                <li key={step.title}>
                  <div>
                    <h3>{step.title}</h3>
                    <p>{step.body}</p>
                  </div>
                </li>
              ))}
            </ol>
            <pre className="code-block" tabIndex={0} aria-label={t('widgets.snippet')}>
              <code>{EMBED_SNIPPET}</code>
            </pre>
          </div>
        </Container>
      </section>

      <section className="section section--subtle" aria-labelledby="widgets-cta">
        <Container>
          <div className="cta-band">
            <div>
              <h2 id="widgets-cta">{widgets.ctaTitle}</h2>
              <p>{widgets.ctaBody}</p>
            </div>
            <div className="cta-band__actions">
              <LinkButton to={trialPath} size="lg">
                {t('nav.startTrial')}
              </LinkButton>
              {consoleCta}
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
