import { Link } from 'react-router';
import type { Route } from './+types/article';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { AnchorButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { HtmlContent } from '~/components/ui/html-content';
import { SUPPORT_EMAIL } from '~/components/layout/contact';
import { getFaqArticle } from '~/features/faq/api/faq.server';
import { FaqBreadcrumb } from '~/features/faq/components/faq-breadcrumb';
import '~/features/faq/components/faq.css';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { buildContentMeta, buildNotFoundMeta } from '~/lib/seo/content-meta';
import { readMetaContext } from '~/lib/seo/route-meta';
import { formatDate } from '~/lib/language/format-date';
import { loadOrNotFound } from '~/lib/routing/load-or-not-found';
import { htmlToText } from '~/lib/html/safe-html';

function readArticleId(value: string | undefined): number | null {
  const id = Number((value ?? '').replace(/\.html$/, ''));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const article = await loadOrNotFound(readArticleId(params.id), (id) =>
    getFaqArticle(createServerApiClient(request), id, resolveLang(request)),
  );
  return { article, description: htmlToText(article.answer, 160) };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  const question = args.loaderData?.article.question;
  if (!question) return buildNotFoundMeta(args);
  return buildContentMeta(args, {
    title: t('meta.faqArticle.title', { question }),
    description: args.loaderData?.description || t('meta.faq.description'),
    canonicalPath: `/faq/article/${readArticleId(args.params.id) ?? ''}`,
    type: 'article',
  });
};

export default function FaqArticlePage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { article } = loaderData;
  return (
    <Container className="faq-article">
      <article aria-labelledby="faq-article-title">
        <FaqBreadcrumb path={article.categoryPath} />
        <h1 id="faq-article-title" className="faq-article__title">
          {article.question}
        </h1>
        {article.updateDate ? (
          <p className="faq-article__meta meta-text">
            {t('faq.updated', { date: formatDate(article.updateDate, lang) })}
          </p>
        ) : null}
        <HtmlContent source={article.answer} className="faq-article__answer" />
      </article>
      <aside className="faq-article__aside">
        {article.related.length > 0 ? (
          <nav className="faq-related" aria-labelledby="faq-related-title">
            <h2 id="faq-related-title" className="faq-related__title">
              {t('faq.related')}
            </h2>
            <ul>
              {article.related.map((related) => (
                <li key={related.faqId}>
                  <Link to={`/faq/article/${related.faqId}`}>{related.question}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="faq-help">
          <p>{t('faq.stillNeedHelp')}</p>
          <AnchorButton href={`mailto:${SUPPORT_EMAIL}`} variant="secondary" size="sm">
            {t('faq.contactSupport')}
          </AnchorButton>
        </div>
      </aside>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
