import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TIpWhitelistEntry } from '../../db/schema.ts';

/** The whole list after the change, so a consumer replaces what it holds and needs no order of its own. */
export function ipWhitelistChangedEvent(userId: string, ipWhitelist: TIpWhitelistEntry[]): TEnvelope {
  return buildEvent(
    'account',
    'account.ip-whitelist-changed.v1',
    { userId, ipWhitelist: ipWhitelist.map((item) => item.entry) },
    userId,
  );
}
