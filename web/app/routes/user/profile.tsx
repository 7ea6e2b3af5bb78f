import type { Route } from './+types/profile';
import { ConsolePage } from '~/components/layout/console-page';
import { validateName } from '~/features/auth/validation';
import { userInfoQuery } from '~/features/profile/api/get-user-info';
import { ProfileDetails } from '~/features/profile/components/profile-details';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { prefetchingLoader } from '~/lib/query/prefetch-page.server';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.profile.title');

export const loader = prefetchingLoader((api) => [userInfoQuery.options(api)]);

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsolePage page={loaderData} title="console.profile.title" subtitle="console.profile.subtitle">
      <ProfileDetails validateName={validateName} />
    </ConsolePage>
  );
}
