import type { Route } from './+types/terms';
import { ProsePage } from '~/features/site-pages/components/prose-page';
import { useSiteContent } from '~/features/site-pages/content';
import { buildSitePageMeta } from '~/features/site-pages/content/site-page-meta';

export const meta: Route.MetaFunction = (args) => buildSitePageMeta(args, (content) => content.terms);

export default function Terms() {
  const content = useSiteContent();
  return <ProsePage page={content.terms} updated={content.updated} />;
}
