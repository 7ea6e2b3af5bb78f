import { useState } from 'react';
import type { Route } from './+types/webhooks';
import { ConsolePage } from '~/components/layout/console-page';
import { PageErrorBoundary } from '~/components/layout/error-page';
import '~/components/ui/layout-primitives.css';
import { webhookConfigQuery } from '~/features/webhooks/api/get-webhook-config';
import { webhookDeliveriesQuery } from '~/features/webhooks/api/webhook-deliveries';
import { DeliveryLogPanel } from '~/features/webhooks/components/delivery-log-panel';
import { SigningSecretPanel } from '~/features/webhooks/components/signing-secret-panel';
import { VerifySnippet } from '~/features/webhooks/components/verify-snippet';
import { WebhookFormPanel } from '~/features/webhooks/components/webhook-form-panel';
import '~/features/webhooks/components/webhooks.css';
import { prefetchingLoader } from '~/lib/query/prefetch-page.server';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.webhooks.title');

export const loader = prefetchingLoader((api) => [
  webhookConfigQuery.options(api),
  webhookDeliveriesQuery.options(api),
]);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/**
 * Console: the customer's score webhook — the endpoint form, the signing secret (in full once, right
 * after it was made), the delivery log with Send test and Replay, and how to verify a delivery.
 */
export default function WebhooksPage({ loaderData }: Route.ComponentProps) {
  // The secret lives only in this page's memory: never cached, never shown again after leaving.
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <ConsolePage page={loaderData} title="webhooks.page.title" subtitle="webhooks.page.subtitle">
      <WebhookFormPanel onSecret={setSecret} />
      <SigningSecretPanel secret={secret} onSecret={setSecret} />
      <DeliveryLogPanel />
      <VerifySnippet />
    </ConsolePage>
  );
}
