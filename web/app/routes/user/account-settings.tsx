import { HydrationBoundary } from '@tanstack/react-query';
import { useState } from 'react';
import type { Route } from './+types/account-settings';
import { PageHeader } from '~/components/ui/panel';
import { apiKeyQuery } from '~/features/api-key/api/get-api-key';
import { ipWhitelistQuery } from '~/features/api-key/api/ip-whitelist';
import { ApiKeyPanel } from '~/features/api-key/components/api-key-panel';
import { CallSnippet } from '~/features/api-key/components/call-snippet';
import { IpWhitelistPanel } from '~/features/api-key/components/ip-whitelist-panel';
import { useT } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { prefetchingLoader } from '~/lib/query/prefetch-page.server';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.apiKey.title');

export const loader = prefetchingLoader((api) => [apiKeyQuery.options(api), ipWhitelistQuery.options(api)]);

function ApiKeySettings() {
  const t = useT();
  const apiKey = apiKeyQuery.use();
  // The revealed key lives only in this page's memory; it is never cached or stored.
  const [revealed, setRevealed] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('console.apiKey.title')} subtitle={t('console.apiKey.subtitle')} />
      <ApiKeyPanel revealed={revealed} onRevealed={setRevealed} />
      <IpWhitelistPanel />
      <CallSnippet apiKey={revealed ?? apiKey.data?.apiKeyMasked ?? 'YOUR_API_KEY'} isMasked={revealed === null} />
    </>
  );
}

export default function AccountSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ApiKeySettings />
    </HydrationBoundary>
  );
}
