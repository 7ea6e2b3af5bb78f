import type { Route } from './+types/landing';
import { LinkButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon, type TIconName } from '~/components/ui/icon';
import { PageHero } from '~/features/site-pages/components/page-hero';
import '~/features/site-pages/components/site-pages.css';
import { getSiteContent, useSiteContent } from '~/features/site-pages/content';
import { useI18n } from '~/i18n';
import { buildPublicMeta, readMetaContext } from '~/lib/route-meta';
import { useTrialPath } from '~/lib/use-trial-path';

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

export const meta: Route.MetaFunction = (args) => {
  const { lang } = readMetaContext(args);
  const page = getSiteContent(lang).seo[args.loaderData?.variant ?? 'main'];
  return buildPublicMeta(args, { title: `${page.title} — Matchwire`, description: page.description });
};

export default function SeoLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const content = useSiteContent();
  const page = content.seo[loaderData.variant];
  const trialPath = useTrialPath();
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <div className="page-hero__actions">
          <LinkButton to={trialPath} size="lg">
            {t('nav.startTrial')}
            <Icon name="arrowRight" size={18} />
          </LinkButton>
          <LinkButton to="/products/football" size="lg" variant="outline-inverse">
            {t('sitePages.seeProducts')}
          </LinkButton>
        </div>
      </PageHero>
      <section className="section" aria-label={page.eyebrow}>
        <Container>
          <ul className="tile-grid">
            {page.tiles.map((tile, index) => (
              <li key={tile.title}>
                <div className="tile">
                  <span className="tile__icon" aria-hidden="true">
                    <Icon name={TILE_ICONS[index] ?? 'check'} size={22} />
                  </span>
                  <h3>{tile.title}</h3>
                  <p>{tile.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section className="section section--subtle" aria-labelledby="seo-faq">
        <Container>
          <header className="section__header section__header--center">
            <h2 id="seo-faq" className="section__title">
              {content.seoFaqTitle}
            </h2>
          </header>
          <ul className="tile-grid">
            {content.seoFaq.map((item) => (
              <li key={item.title}>
                <div className="tile">
                  <h3>{item.title}</h3>
                  <p>{item.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
