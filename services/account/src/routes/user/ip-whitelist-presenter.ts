import type { TIpWhitelist } from '@matchwire/contracts/account/user';
import { accountPolicy } from '../../account-policy.ts';
import type { TIpWhitelistEntry } from '../../db/schema.ts';

/** The whitelist as the console shows it: its entries and how many it may hold. */
export function toIpWhitelist(entries: TIpWhitelistEntry[]): TIpWhitelist {
  return { entries, max: accountPolicy.maxIpWhitelistEntries };
}
