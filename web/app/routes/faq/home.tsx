import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { Container } from '~/components/ui/container';
import { HeadedSection } from '~/components/ui/headed-section';
import { Icon } from '~/components/ui/icon';
import { articleCountKey, readIdList, readKeywords, type TFaqCategory } from '~/features/faq/api/faq';
import { getFaqCategories, getFaqsByIds } from '~/features/faq/api/faq.server';
import { FaqSearchBox } from '~/features/faq/components/faq-search-box';
import '~/features/faq/components/faq.css';
import { getSystemConfig } from '~/features/settings/api/get-system-config';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { buildContentMeta } from '~/lib/seo/content-meta';
import { readMetaContext } from '~/lib/seo/route-meta';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApiClient(request);
  const lang = resolveLang(request);
  // Each part is optional: a failed call leaves its section out.
  const [config, categories] = await Promise.all([
    getSystemConfig(api, lang).catch(() => null),
    getFaqCategories(api, lang).catch(() => []),
  ]);
  const ids = readIdList(config?.faqGetStartedIds);
  const getStarted = ids.length > 0 ? await getFaqsByIds(api, ids, lang) : [];
  return { keywords: readKeywords(config?.faqKeywords), categories, getStarted };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  return buildContentMeta(args, {
    title: t('meta.faq.title'),
    description: t('meta.faq.description'),
    canonicalPath: '/faq',
  });
};

type TGetStartedItem = Route.ComponentProps['loaderData']['getStarted'][number];

export default function FaqHomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { keywords, categories, getStarted } = loaderData;
  const topLevel = categories.filter((category) => category.parentId === null);
  return (
    <>
      <section className="faq-hero" aria-labelledby="faq-title">
        <Container>
          <h1 id="faq-title" className="faq-hero__title">
            {t('faq.title')}
          </h1>
          <p className="faq-hero__subtitle">{t('faq.subtitle')}</p>
          <FaqSearchBox />
          {keywords.length > 0 ? (
            <div className="faq-keywords">
              <span className="faq-keywords__label">{t('faq.keywords')}</span>
              {keywords.map((keyword) => (
                <Link key={keyword} to={`/faq/search?q=${encodeURIComponent(keyword)}`}>
                  {keyword}
                </Link>
              ))}
            </div>
          ) : null}
        </Container>
      </section>
      <Container className="faq-body">
        {getStarted.length > 0 ? (
          <FaqPart id="faq-get-started" title={t('faq.getStarted')}>
            <GetStartedLinks items={getStarted} />
          </FaqPart>
        ) : null}
        {topLevel.length > 0 ? (
          <FaqPart id="faq-categories" title={t('faq.categories')}>
            <CategoryCards topLevel={topLevel} categories={categories} />
          </FaqPart>
        ) : null}
      </Container>
    </>
  );
}

function FaqPart(props: { id: string; title: string; children: ReactNode }) {
  return <HeadedSection {...props} className="faq-body__section" headingClassName="faq-body__heading" />;
}

function GetStartedLinks({ items }: { items: TGetStartedItem[] }) {
  return (
    <ul className="faq-get-started">
      {items.map((item) => (
        <li key={item.faqId}>
          <Link className="spread" to={`/faq/article/${item.faqId}`}>
            {item.question}
            <Icon name="arrowRight" size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CategoryCards({ topLevel, categories }: { topLevel: TFaqCategory[]; categories: TFaqCategory[] }) {
  return (
    <ul className="faq-categories">
      {topLevel.map((category) => (
        <li key={category.categoryId}>
          <CategoryCard
            category={category}
            subcategories={categories.filter((c) => c.parentId === category.categoryId)}
          />
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({ category, subcategories }: { category: TFaqCategory; subcategories: TFaqCategory[] }) {
  const t = useI18n().t;
  return (
    <Link to={`/faq/${category.categoryId}`} className="faq-category-card surface">
      <span className="faq-category-card__name">{category.name}</span>
      {subcategories.length > 0 ? (
        <span className="faq-category-card__children">{subcategories.map((child) => child.name).join(' · ')}</span>
      ) : null}
      <span className="meta-text">{t(articleCountKey(category.faqCount), { count: category.faqCount })}</span>
    </Link>
  );
}
