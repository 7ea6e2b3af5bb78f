import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import { Link } from 'react-router';
import type { Route } from './+types/sitemap';
import { COMPANY_LINKS, HELP_CENTRE_LINKS, PRODUCT_API_LINKS } from '~/components/layout/footer-links';
import { LinkItems } from '~/components/layout/link-items';
import type { TSiteLink } from '~/components/layout/site-links';
import { Container } from '~/components/ui/container';
import { getProductList } from '~/features/catalogue/api/get-product-list';
import { SPORT_TYPE, type TSportName } from '~/features/catalogue/sports';
import { productDetailPath } from '~/features/catalogue/utils/product-path';
import { PageHero } from '~/features/site-pages/components/page-hero';
import '~/features/site-pages/components/site-pages.css';
import { useSiteContent } from '~/features/site-pages/content';
import { buildSitePageMeta } from '~/features/site-pages/content/site-page-meta';
import { useI18n } from '~/i18n';
import { createServerApiClient } from '~/lib/api/api-client.server';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

const SPORTS: readonly TSportName[] = ['football', 'basketball', 'esports'];

export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApiClient(request);
  // A sport whose list fails to load keeps its heading with no links.
  const lists = await Promise.all(SPORTS.map((sport) => getProductList(api, SPORT_TYPE[sport]).catch(() => [])));
  return { lists };
}

export const meta: Route.MetaFunction = (args) => buildSitePageMeta(args, (content) => content.sitemap);

const PAGE_LINKS: ReadonlyArray<TSiteLink> = [
  { to: '/', labelKey: 'sitePages.link.home' },
  { to: '/promotion', labelKey: 'nav.promotion' },
  { to: '/bola', labelKey: 'nav.widgets' },
  { to: '/animation', labelKey: 'animationDemo.football.title' },
  { to: '/bskAnimation', labelKey: 'animationDemo.basketball.title' },
  ...PRODUCT_API_LINKS,
  { to: '/seo', labelKey: 'sitePages.link.seo' },
  { to: '/seo/seoH5', labelKey: 'sitePages.link.seoH5' },
  { to: '/seo/seoPc', labelKey: 'sitePages.link.seoPc' },
];

const HELP_LINKS: ReadonlyArray<TSiteLink> = [
  ...HELP_CENTRE_LINKS,
  ...COMPANY_LINKS,
  { to: '/auth/register', labelKey: 'footer.freeTrial' },
  { to: '/auth/login', labelKey: 'nav.login' },
];

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<TSiteLink> }) {
  return (
    <div>
      <h2>{title}</h2>
      <ul>
        <LinkItems links={links} />
      </ul>
    </div>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { sitemap } = useSiteContent();
  const { lists } = loaderData;
  return (
    <>
      <PageHero title={sitemap.title} lead={sitemap.lead} />
      <section className="section">
        <Container className="sitemap-grid">
          <LinkColumn title={sitemap.pages} links={PAGE_LINKS} />
          {SPORTS.map((sport, index) => (
            <div key={sport}>
              <h2>
                {t(`sportTitle.${sport}`)} {sitemap.products}
              </h2>
              <ul>
                {(lists[index] ?? []).map((product) => (
                  <li key={product.productId}>
                    <Link lang="en" to={productDetailPath(sport, product.englishName, product.productId)}>
                      {product.englishName}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <LinkColumn title={sitemap.help} links={HELP_LINKS} />
        </Container>
      </section>
    </>
  );
}
