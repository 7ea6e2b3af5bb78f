import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import type { Route } from './+types/landing';
import { LinkButton } from '~/components/ui/button';
import type { TIconName } from '~/components/ui/icon';
import { Section } from '~/components/ui/section';
import { LandingHero } from '~/features/site-pages/components/landing-hero';
import { LandingBand } from '~/features/site-pages/components/landing-band';
import { TileGrid } from '~/features/site-pages/components/tile-grid';
import { useSiteContent } from '~/features/site-pages/content';
import { buildSitePageMeta } from '~/features/site-pages/content/site-page-meta';
import { useI18n } from '~/i18n';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

type TVariant = 'main' | 'h5' | 'pc';

/** /seo, /seo/seoH5 and /seo/seoPc: search landing pages sharing one layout. */
function variantOf(pathname: string): TVariant {
  if (/\/seoH5\/?$/i.test(pathname)) return 'h5';
  if (/\/seoPc\/?$/i.test(pathname)) return 'pc';
  return 'main';
}

const TILE_ICONS: readonly TIconName[] = ['bolt', 'odds', 'stats', 'play'];

export function loader({ request }: Route.LoaderArgs) {
  return { variant: variantOf(new URL(request.url).pathname) };
}

export const meta: Route.MetaFunction = (args) =>
  buildSitePageMeta(args, (content) => content.seo[args.loaderData?.variant ?? 'main']);

export default function SeoLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const content = useSiteContent();
  const page = content.seo[loaderData.variant];
  return (
    <>
      <LandingHero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        secondaryAction={
          <LinkButton to="/products/football" size="lg" variant="outline-inverse">
            {t('sitePages.seeProducts')}
          </LinkButton>
        }
      />
      <LandingBand label={page.eyebrow}>
        <TileGrid tiles={page.tiles} icons={TILE_ICONS} headingLevel={2} />
      </LandingBand>
      <Section id="seo-faq" tone="subtle" title={content.seoFaqTitle}>
        <TileGrid tiles={content.seoFaq} />
      </Section>
    </>
  );
}
