import { routedPath } from './routed-path.ts';

/** A payment provider's webhook route (`provider` access in packages/contracts): its method and path. */
export type TProviderWebhook = { method: string; path: string };

/** Whether a request is a provider's webhook: by its exact method and its path as the router decodes it. */
export function isProviderWebhook(webhooks: readonly TProviderWebhook[], method: string, url: string): boolean {
  const path = routedPath(url);
  return webhooks.some((webhook) => webhook.method === method && webhook.path === path);
}
