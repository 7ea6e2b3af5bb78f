import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/profile';
import { PageHeader } from '~/components/ui/panel';
import { validateName } from '~/features/auth/validation';
import { userInfoQuery } from '~/features/profile/api/get-user-info';
import { ProfileDetails } from '~/features/profile/components/profile-details';
import { useT } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { prefetchingLoader } from '~/lib/query/prefetch-page.server';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.profile.title');

export const loader = prefetchingLoader((api) => [userInfoQuery.options(api)]);

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PageHeader title={t('console.profile.title')} subtitle={t('console.profile.subtitle')} />
      <ProfileDetails validateName={validateName} />
    </HydrationBoundary>
  );
}
