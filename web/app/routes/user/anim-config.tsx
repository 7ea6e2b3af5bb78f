import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { Route } from './+types/anim-config';
import { ConsolePage } from '~/components/layout/console-page';
import { PageErrorBoundary } from '~/components/layout/error-page';
import '~/components/ui/layout-primitives.css';
import { ANIM_SPORTS, animTypeOf } from '~/features/animation/anim-sport';
import { animConfigQuery } from '~/features/animation/api/anim-config';
import { materialListQuery } from '~/features/animation/api/material-list';
import { AnimConfigEditor } from '~/features/animation/components/anim-config-editor';
import '~/features/animation/components/anim-config.css';
import { SportTabs } from '~/features/animation/components/sport-tabs';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { prefetchPageQueries } from '~/lib/query/prefetch-page.server';
import { pageUrlOf } from '~/lib/routing/page-url';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.animConfig.title');

/** The chosen sport's (`?sport=`) saved config and materials, in the page's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const animType = animTypeOf(pageUrlOf(request).searchParams);
  const lang = resolveLang(request);
  return {
    dehydratedState: await prefetchPageQueries(request, (api) => [
      animConfigQuery.options(api, animType),
      materialListQuery.options(api, animType, lang),
    ]),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/**
 * Console (SPEC 2 /user/animConfig): the customer's live-animation widget per sport — materials,
 * fence images, domain whitelist, preview, Save and Publish, access key and embed code. An admin's
 * `_userId` + `_adminAccessToken` query stays on the address, so every call acts for that customer.
 */
export default function AnimConfigPage({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const animType = animTypeOf(searchParams);
  const [hasUnsavedEdits, setUnsavedEdits] = useState(false);
  const selectSport = (next: TAnimType) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('sport', ANIM_SPORTS.find((sport) => sport.animType === next)?.sport ?? 'football');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <ConsolePage page={loaderData} title="animation.page.title" subtitle="animation.page.subtitle">
      <SportTabs animType={animType} hasUnsavedEdits={hasUnsavedEdits} onSelect={selectSport}>
        <AnimConfigEditor key={animType} animType={animType} onEditsChange={setUnsavedEdits} />
      </SportTabs>
    </ConsolePage>
  );
}
