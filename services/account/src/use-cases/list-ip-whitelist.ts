import type { TAccountDeps } from '../account-deps.ts';
import { accountPolicy } from '../account-policy.ts';
import type { TIpWhitelistEntry } from '../db/schema.ts';
import type { TIpWhitelist } from '../schemas/ip-whitelist.ts';
import { getApiKey } from './get-api-key.ts';

export function toIpWhitelist(entries: TIpWhitelistEntry[]): TIpWhitelist {
  return { entries, max: accountPolicy.maxIpWhitelistEntries };
}

export async function listIpWhitelist(deps: TAccountDeps, userId: string): Promise<TIpWhitelist> {
  return toIpWhitelist((await getApiKey(deps, userId)).ipWhitelist);
}
