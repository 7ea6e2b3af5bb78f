import type { TAccountDeps } from '../account-deps.ts';
import type { TIpWhitelistEntry } from '../db/schema.ts';
import { getApiKey } from './get-api-key.ts';

export async function listIpWhitelist(deps: TAccountDeps, userId: string): Promise<TIpWhitelistEntry[]> {
  return (await getApiKey(deps, userId)).ipWhitelist;
}
