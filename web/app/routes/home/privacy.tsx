import type { Route } from './+types/privacy';
import { ProsePage } from '~/features/site-pages/components/prose-page';
import { getSiteContent, useSiteContent } from '~/features/site-pages/content';
import { buildPublicMeta, readMetaContext } from '~/lib/seo/route-meta';

export const meta: Route.MetaFunction = (args) => {
  const { lang, t } = readMetaContext(args);
  const page = getSiteContent(lang).privacy;
  return buildPublicMeta(args, { title: t('meta.page.title', { title: page.title }), description: page.description });
};

export default function Privacy() {
  const content = useSiteContent();
  return <ProsePage page={content.privacy} updated={content.updated} />;
}
