import { Link } from 'react-router';
import type { Route } from './+types/sitemap';
import { Container } from '~/components/ui/container';
import { getProductList } from '~/features/catalogue/api/get-product-list';
import { SPORT_TYPE, type TSportName } from '~/features/catalogue/sports';
import { productDetailPath } from '~/features/catalogue/utils/product-path';
import { PageHero } from '~/features/site-pages/components/page-hero';
import '~/features/site-pages/components/site-pages.css';
import { useSiteContent } from '~/features/site-pages/content';
import { buildSitePageMeta } from '~/features/site-pages/content/site-page-meta';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { createServerApiClient } from '~/lib/api/api-client.server';

const SPORTS: readonly TSportName[] = ['football', 'basketball', 'esports'];

export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApiClient(request);
  // A sport whose list fails to load keeps its heading with no links.
  const lists = await Promise.all(SPORTS.map((sport) => getProductList(api, SPORT_TYPE[sport]).catch(() => [])));
  return { lists };
}

export const meta: Route.MetaFunction = (args) => buildSitePageMeta(args, (content) => content.sitemap);

type TSitemapLink = { to: string; key: TMessageKey };

const PAGE_LINKS: ReadonlyArray<TSitemapLink> = [
  { to: '/', key: 'sitePages.link.home' },
  { to: '/promotion', key: 'nav.promotion' },
  { to: '/bola', key: 'nav.widgets' },
  { to: '/products/football', key: 'footer.footballApi' },
  { to: '/products/basketball', key: 'footer.basketballApi' },
  { to: '/products/esports', key: 'footer.esportsApi' },
  { to: '/seo', key: 'sitePages.link.seo' },
  { to: '/seo/seoH5', key: 'sitePages.link.seoH5' },
  { to: '/seo/seoPc', key: 'sitePages.link.seoPc' },
];

const HELP_LINKS: ReadonlyArray<TSitemapLink> = [
  { to: '/docs', key: 'footer.docs' },
  { to: '/faq', key: 'footer.faq' },
  { to: '/home/about', key: 'footer.aboutUs' },
  { to: '/home/privacy', key: 'footer.privacy' },
  { to: '/home/terms', key: 'footer.terms' },
  { to: '/auth/register', key: 'footer.freeTrial' },
  { to: '/auth/login', key: 'nav.login' },
];

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<TSitemapLink> }) {
  const { t } = useI18n();
  return (
    <div>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.key)}</Link>
          </li>
        ))}
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
