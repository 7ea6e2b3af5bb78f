import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZApiKeyLookupQuery, ZApiKeyOwner } from '../../schemas/internal.ts';
import { lookUpApiKey } from '../../use-cases/look-up-api-key.ts';

/** Service-to-service (data API); never routed by the gateway, guarded by the internal token. */
export function registerLookUpApiKeyRoute(app: TZodApp, deps: TAccountDeps): void {
  app.get(
    '/internal/api-keys/lookup',
    { schema: { querystring: ZApiKeyLookupQuery, response: { 200: ZSuccess(ZApiKeyOwner) } } },
    async (request) => ok(await lookUpApiKey(deps, request.query.key)),
  );
}
