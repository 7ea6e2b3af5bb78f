import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import type { TIpWhitelistEntry } from '../db/schema.ts';
import { findApiKeyOfUserForUpdate, saveApiKey } from '../db/api-key-repository.ts';
import { ipWhitelistChangedEvent } from '../events/publishers/ip-whitelist-changed.ts';
import { normaliseIpEntry } from '../security/ip-whitelist-entry.ts';

/**
 * Removes an entry, given as listed or in any equivalent spelling; 10004 when absent.
 * `account.ip-whitelist-changed.v1` carries the remaining list to the data API.
 */
export async function removeIpWhitelistEntry(
  deps: TAccountDeps,
  userId: string,
  input: string,
): Promise<TIpWhitelistEntry[]> {
  const entry = normaliseIpEntry(input) ?? input.trim();
  const row = await deps.outbox.inTransaction(async (tx, publish) => {
    const current = await findApiKeyOfUserForUpdate(tx, userId);
    const remaining = current?.ipWhitelist.filter((existing) => existing.entry !== entry);
    if (!current || !remaining || remaining.length === current.ipWhitelist.length) {
      throw new AppError('objectNotFound', 'Not in the whitelist');
    }
    const saved = await saveApiKey(tx, userId, { ipWhitelist: remaining });
    await publish(ipWhitelistChangedEvent(userId, saved.ipWhitelist));
    return saved;
  });
  return row.ipWhitelist;
}
