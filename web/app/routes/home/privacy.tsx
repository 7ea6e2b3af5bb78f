import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import type { Route } from './+types/privacy';
import { ProsePage } from '~/features/site-pages/components/prose-page';
import { useSiteContent } from '~/features/site-pages/content';
import { buildSitePageMeta } from '~/features/site-pages/content/site-page-meta';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

export const meta: Route.MetaFunction = (args) => buildSitePageMeta(args, (content) => content.privacy);

export default function Privacy() {
  const content = useSiteContent();
  return <ProsePage page={content.privacy} updated={content.updated} />;
}
