import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser } from '../../auth/require-signed-in-user.ts';
import { getApiKey } from '../../use-cases/get-api-key.ts';
import { regenerateApiKey } from '../../use-cases/regenerate-api-key.ts';
import { revealApiKey } from '../../use-cases/reveal-api-key.ts';

/** The console's API key card: masked key, reveal, regenerate. */
export function registerApiKeyRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.getApiKey, async (request) => {
    const caller = await requireSignedInUser(request, deps);
    const apiKey = await getApiKey(deps, caller.userId);
    return { apiKeyMasked: apiKey.keyMasked, createdAt: apiKey.createdAt.toISOString() };
  });

  // The full key must not be kept by any cache on the way.
  serve(accountEndpoints.revealApiKey, async (request, reply) => {
    const caller = await requireSignedInUser(request, deps);
    reply.header('cache-control', 'no-store');
    return revealApiKey(deps, caller.userId);
  });

  serve(accountEndpoints.regenerateApiKey, async (request, reply) => {
    const caller = await requireSignedInUser(request, deps);
    reply.header('cache-control', 'no-store');
    return regenerateApiKey(deps, caller.userId);
  });
}
