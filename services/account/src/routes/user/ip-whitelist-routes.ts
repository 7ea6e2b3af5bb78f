import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser } from '../../auth/require-signed-in-user.ts';
import { addIpWhitelistEntry } from '../../use-cases/add-ip-whitelist-entry.ts';
import { listIpWhitelist } from '../../use-cases/list-ip-whitelist.ts';
import { removeIpWhitelistEntry } from '../../use-cases/remove-ip-whitelist-entry.ts';
import { toIpWhitelist } from './ip-whitelist-presenter.ts';

/** The addresses the user's API key may be used from (empty: anywhere). */
export function registerIpWhitelistRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.listIpWhitelist, async (request) => {
    const caller = await requireSignedInUser(request, deps);
    return toIpWhitelist(await listIpWhitelist(deps, caller.userId));
  });

  serve(accountEndpoints.addIpWhitelistEntry, async (request) => {
    const caller = await requireSignedInUser(request, deps);
    return toIpWhitelist(await addIpWhitelistEntry(deps, caller.userId, request.body.entry));
  });

  serve(accountEndpoints.removeIpWhitelistEntry, async (request) => {
    const caller = await requireSignedInUser(request, deps);
    return toIpWhitelist(await removeIpWhitelistEntry(deps, caller.userId, request.body.entry));
  });
}
