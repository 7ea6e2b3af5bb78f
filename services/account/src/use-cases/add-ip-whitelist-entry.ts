import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import type { TIpWhitelistEntry } from '../db/schema.ts';
import { accountPolicy } from '../account-policy.ts';
import { findApiKeyOfUserForUpdate, saveApiKey } from '../db/api-key-repository.ts';
import { ipWhitelistChangedEvent } from '../events/publishers/ip-whitelist-changed.ts';
import { normaliseIpEntry } from '../security/ip-whitelist-entry.ts';

/**
 * Adds an address or CIDR range, stored in canonical form (10.0.0.5/24 becomes 10.0.0.0/24);
 * `account.ip-whitelist-changed.v1` carries the new list to the data API.
 */
export async function addIpWhitelistEntry(
  deps: TAccountDeps,
  userId: string,
  input: string,
): Promise<TIpWhitelistEntry[]> {
  const entry = normaliseIpEntry(input);
  if (!entry) throw new AppError('badRequest', 'Invalid IP address or CIDR range');
  const row = await deps.outbox.inTransaction(async (tx, publish) => {
    const current = await findApiKeyOfUserForUpdate(tx, userId);
    if (!current) throw new AppError('objectNotFound', 'API key not found');
    if (current.ipWhitelist.some((existing) => existing.entry === entry)) {
      throw new AppError('badRequest', 'Already in the whitelist');
    }
    if (current.ipWhitelist.length >= accountPolicy.maxIpWhitelistEntries) {
      throw new AppError('badRequest', `At most ${accountPolicy.maxIpWhitelistEntries} entries`);
    }
    const ipWhitelist = [...current.ipWhitelist, { entry, createdAt: new Date().toISOString() }];
    const saved = await saveApiKey(tx, userId, { ipWhitelist });
    await publish(ipWhitelistChangedEvent(userId, saved.ipWhitelist));
    return saved;
  });
  return row.ipWhitelist;
}
