import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
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
import { LiveWidget } from '~/features/animation-demo/components/live-widget';
import { DEMO_SPORTS } from '~/features/animation-demo/demo-sports';
import { embedSnippetsOf } from '~/features/animation/embed-snippets';
import { useI18n } from '~/i18n';
import { useRootData } from '~/root-data';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

/**
 * The console's animation configuration page (SPEC 2: /user/animConfig). Set this to its path
 * once that page is registered; until then the CTA leads to the free trial only.
 */
const ANIMATION_CONSOLE_PATH: string | null = '/user/animConfig';

/** Stands for the customer's access key in the snippets (the console at /user/animConfig shows the real one). */
const ACCESS_KEY_PLACEHOLDER = 'YOUR_ACCESS_KEY';

const FEATURE_ICONS: readonly TIconName[] = ['bolt', 'play', 'stats', 'shield'];
const SPORTS = ['football', 'basketball'] as const;

/** A running football widget (the demo key) where a picture would be, and the way to the full-screen demos. */
function WidgetDemo() {
  const { t } = useI18n();
  return (
    <figure className="widgets-demo">
      <LiveWidget sport="football" />
      <figcaption className="widgets-demo__caption cluster">
        <span>{t('widgets.demoTitle')}</span>
        <LinkButton to={DEMO_SPORTS.football.path} variant="ghost" size="sm">
          {t('widgets.watchFootball')}
          <Icon name="arrowRight" size={16} />
        </LinkButton>
        <LinkButton to={DEMO_SPORTS.basketball.path} variant="ghost" size="sm">
          {t('widgets.watchBasketball')}
          <Icon name="arrowRight" size={16} />
        </LinkButton>
      </figcaption>
    </figure>
  );
}

export const meta: Route.MetaFunction = (args) => buildSitePageMeta(args, (content) => content.widgets);

export default function Bola() {
  const { lang, t } = useI18n();
  const { widgets } = useSiteContent();
  const root = useRootData();
  const isLoggedIn = Boolean(root?.user);
  const embed = embedSnippetsOf({
    origin: root?.origin ?? '',
    accessKey: ACCESS_KEY_PLACEHOLDER,
    animType: DEMO_SPORTS.football.animType,
    lang,
    title: t('animationDemo.football.title'),
  });
  const snippets = [
    { label: t('widgets.snippetScript'), code: embed.script },
    { label: t('widgets.snippetIframe'), code: embed.iframe },
  ];
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
        <WidgetDemo />
        <TileGrid tiles={widgets.features} icons={FEATURE_ICONS} />
      </Section>
      <Section id="widgets-sports" tone="subtle" title={widgets.sportsTitle}>
        <TileGrid tiles={sportTiles} icons={SPORTS} />
      </Section>
      <Section id="widgets-embed" title={widgets.embedTitle}>
        <EmbedSteps steps={widgets.embedSteps} snippets={snippets} />
      </Section>
      <CtaBand titleId="widgets-cta" title={widgets.ctaTitle} body={widgets.ctaBody} secondaryAction={consoleCta} />
    </>
  );
}
