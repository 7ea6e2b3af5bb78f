import type { Route } from './+types/privacy';
import { ProsePage } from '~/features/site-pages/components/prose-page';
import { useSiteContent } from '~/features/site-pages/content';
import { buildSitePageMeta } from '~/features/site-pages/content/site-page-meta';

export const meta: Route.MetaFunction = (args) => buildSitePageMeta(args, (content) => content.privacy);

export default function Privacy() {
  const content = useSiteContent();
  return <ProsePage page={content.privacy} updated={content.updated} />;
}
