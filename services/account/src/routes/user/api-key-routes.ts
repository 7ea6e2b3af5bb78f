import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { serveForCaller } from '../../auth/require-signed-in-user.ts';
import { getApiKey } from '../../use-cases/get-api-key.ts';
import { regenerateApiKey } from '../../use-cases/regenerate-api-key.ts';
import { revealApiKey } from '../../use-cases/reveal-api-key.ts';

/** The console's API key card: masked key, reveal, regenerate. */
export function registerApiKeyRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  const serveCaller = serveForCaller(serve, deps);

  serveCaller(accountEndpoints.getApiKey, async (caller) => {
    const apiKey = await getApiKey(deps, caller.userId);
    return { apiKeyMasked: apiKey.keyMasked, createdAt: apiKey.createdAt.toISOString() };
  });

  // The full key must not be kept by any cache on the way.
  serveCaller(accountEndpoints.revealApiKey, async (caller, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return revealApiKey(deps, caller.userId);
  });

  serveCaller(accountEndpoints.regenerateApiKey, async (caller, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return regenerateApiKey(deps, caller.userId);
  });
}
