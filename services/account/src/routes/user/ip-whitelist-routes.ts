import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { serveForCaller } from '../../auth/require-signed-in-user.ts';
import { addIpWhitelistEntry } from '../../use-cases/add-ip-whitelist-entry.ts';
import { listIpWhitelist } from '../../use-cases/list-ip-whitelist.ts';
import { removeIpWhitelistEntry } from '../../use-cases/remove-ip-whitelist-entry.ts';
import { toIpWhitelist } from './ip-whitelist-presenter.ts';

/** The addresses the user's API key may be used from (empty: anywhere). */
export function registerIpWhitelistRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  const serveCaller = serveForCaller(serve, deps);

  serveCaller(accountEndpoints.listIpWhitelist, async (caller) =>
    toIpWhitelist(await listIpWhitelist(deps, caller.userId)),
  );

  serveCaller(accountEndpoints.addIpWhitelistEntry, async (caller, request) =>
    toIpWhitelist(await addIpWhitelistEntry(deps, caller.userId, request.body.entry)),
  );

  serveCaller(accountEndpoints.removeIpWhitelistEntry, async (caller, request) =>
    toIpWhitelist(await removeIpWhitelistEntry(deps, caller.userId, request.body.entry)),
  );
}
