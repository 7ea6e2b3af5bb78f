import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser, signInFirst } from '../../auth/require-signed-in-user.ts';
import { ZApiKeySummary, ZRegeneratedApiKey, ZRevealedApiKey } from '../../schemas/api-key.ts';
import { getApiKey } from '../../use-cases/get-api-key.ts';
import { regenerateApiKey } from '../../use-cases/regenerate-api-key.ts';
import { revealApiKey } from '../../use-cases/reveal-api-key.ts';

/** The console's API key card: masked key, reveal, regenerate. */
export function registerApiKeyRoutes(app: TZodApp, deps: TAccountDeps): void {
  app.get(
    '/api/user/apiKey',
    { onRequest: signInFirst(deps), schema: { response: { 200: ZSuccess(ZApiKeySummary) } } },
    async (request) => {
      const caller = await requireSignedInUser(request, deps);
      const apiKey = await getApiKey(deps, caller.userId);
      return ok({ apiKeyMasked: apiKey.keyMasked, createdAt: apiKey.createdAt.toISOString() });
    },
  );

  app.post(
    '/api/user/apiKey/reveal',
    { onRequest: signInFirst(deps), schema: { response: { 200: ZSuccess(ZRevealedApiKey) } } },
    async (request, reply) => {
      const caller = await requireSignedInUser(request, deps);
      reply.header('cache-control', 'no-store');
      return ok(await revealApiKey(deps, caller.userId));
    },
  );

  app.post(
    '/api/user/apiKey/regenerate',
    { onRequest: signInFirst(deps), schema: { response: { 200: ZSuccess(ZRegeneratedApiKey) } } },
    async (request, reply) => {
      const caller = await requireSignedInUser(request, deps);
      reply.header('cache-control', 'no-store');
      return ok(await regenerateApiKey(deps, caller.userId));
    },
  );
}
