import type { Route } from './+types/bola';
import { LinkButton } from '~/components/ui/button';
import { Icon, type TIconName } from '~/components/ui/icon';
import { Section } from '~/components/ui/section';
import { CtaBand } from '~/features/site-pages/components/cta-band';
import { EmbedSteps } from '~/features/site-pages/components/embed-steps';
import { LandingHero } from '~/features/site-pages/components/landing-hero';
import { TileGrid } from '~/features/site-pages/components/tile-grid';
import { useSiteContent } from '~/features/site-pages/content';
import { buildSitePageMeta } from '~/features/site-pages/content/site-page-meta';
import { useI18n } from '~/i18n';
import { useRootData } from '~/root-data';

/**
 * The console's animation configuration page (SPEC 2: /user/animConfig). Set this to its path
 * once that page is registered; until then the CTA leads to the free trial only.
 */
const ANIMATION_CONSOLE_PATH: string | null = null;

const FEATURE_ICONS: readonly TIconName[] = ['bolt', 'play', 'stats', 'shield'];
const SPORTS = ['football', 'basketball'] as const;

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

export const meta: Route.MetaFunction = (args) => buildSitePageMeta(args, (content) => content.widgets);

export default function Bola() {
  const { t } = useI18n();
  const { widgets } = useSiteContent();
  const isLoggedIn = Boolean(useRootData()?.user);
  const consoleCta =
    isLoggedIn && ANIMATION_CONSOLE_PATH ? (
      <LinkButton to={ANIMATION_CONSOLE_PATH} variant="outline-inverse">
        {t('widgets.configure')}
      </LinkButton>
    ) : null;
  const sportTiles = SPORTS.map((sport) => ({
    ...widgets[sport],
    action: (
      <LinkButton to={`/products/${sport}`} variant="ghost" size="sm">
        {t(sport === 'football' ? 'nav.allFootball' : 'nav.allBasketball')}
        <Icon name="arrowRight" size={16} />
      </LinkButton>
    ),
  }));
  return (
    <>
      <LandingHero eyebrow={widgets.eyebrow} title={widgets.title} lead={widgets.lead} secondaryAction={consoleCta} />
      <Section id="widgets-what" title={widgets.whatTitle} subtitle={widgets.whatBody}>
        <TileGrid tiles={widgets.features} icons={FEATURE_ICONS} />
      </Section>
      <Section id="widgets-sports" tone="subtle" title={widgets.sportsTitle}>
        <TileGrid tiles={sportTiles} icons={SPORTS} />
      </Section>
      <Section id="widgets-embed" title={widgets.embedTitle}>
        <EmbedSteps steps={widgets.embedSteps} snippet={EMBED_SNIPPET} snippetLabel={t('widgets.snippet')} />
      </Section>
      <CtaBand titleId="widgets-cta" title={widgets.ctaTitle} body={widgets.ctaBody} secondaryAction={consoleCta} />
    </>
  );
}
