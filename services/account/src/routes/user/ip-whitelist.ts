import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser, signInFirst } from '../../auth/require-signed-in-user.ts';
import { ZIpWhitelist, ZIpWhitelistEntryBody } from '../../schemas/ip-whitelist.ts';
import { addIpWhitelistEntry } from '../../use-cases/add-ip-whitelist-entry.ts';
import { listIpWhitelist } from '../../use-cases/list-ip-whitelist.ts';
import { removeIpWhitelistEntry } from '../../use-cases/remove-ip-whitelist-entry.ts';

/** The addresses the user's API key may be used from (empty: anywhere). */
export function registerIpWhitelistRoutes(app: TZodApp, deps: TAccountDeps): void {
  app.get(
    '/api/user/ipWhitelist',
    { onRequest: signInFirst(deps), schema: { response: { 200: ZSuccess(ZIpWhitelist) } } },
    async (request) => {
      const caller = await requireSignedInUser(request, deps);
      return ok(await listIpWhitelist(deps, caller.userId));
    },
  );

  app.post(
    '/api/user/ipWhitelist/add',
    {
      onRequest: signInFirst(deps),
      schema: { body: ZIpWhitelistEntryBody, response: { 200: ZSuccess(ZIpWhitelist) } },
    },
    async (request) => {
      const caller = await requireSignedInUser(request, deps);
      return ok(await addIpWhitelistEntry(deps, caller.userId, request.body.entry));
    },
  );

  app.post(
    '/api/user/ipWhitelist/remove',
    {
      onRequest: signInFirst(deps),
      schema: { body: ZIpWhitelistEntryBody, response: { 200: ZSuccess(ZIpWhitelist) } },
    },
    async (request) => {
      const caller = await requireSignedInUser(request, deps);
      return ok(await removeIpWhitelistEntry(deps, caller.userId, request.body.entry));
    },
  );
}
