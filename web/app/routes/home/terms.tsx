import type { Route } from './+types/terms';
import { ProsePage } from '~/features/site-pages/components/prose-page';
import { getSiteContent, useSiteContent } from '~/features/site-pages/content';
import { buildPublicMeta, readMetaContext } from '~/lib/seo/route-meta';

export const meta: Route.MetaFunction = (args) => {
  const { lang, t } = readMetaContext(args);
  const page = getSiteContent(lang).terms;
  return buildPublicMeta(args, { title: t('meta.page.title', { title: page.title }), description: page.description });
};

export default function Terms() {
  const content = useSiteContent();
  return <ProsePage page={content.terms} updated={content.updated} />;
}
