import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZApiKeyLookupQuery, ZApiKeyOwner } from '../../schemas/internal.ts';
import { lookUpApiKey } from '../../use-cases/look-up-api-key.ts';

/** Caller `data-api` only (customers' API calls); never routed by the gateway. */
export function registerLookUpApiKeyRoute(app: TZodApp, deps: TAccountDeps): void {
  app.get(
    '/internal/api-keys/lookup',
    {
      config: { callers: ['data-api'] },
      schema: { querystring: ZApiKeyLookupQuery, response: { 200: ZSuccess(ZApiKeyOwner) } },
    },
    async (request) => ok(await lookUpApiKey(deps, request.query.key)),
  );
}
