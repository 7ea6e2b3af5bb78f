import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TEntitlements } from '@matchwire/contracts/billing/entitlements';
import { callUpstream, type TUpstream } from './call-upstream.ts';

/** A customer's grants as billing tells them (none for a user billing does not know). */
export function fetchEntitlementsFrom(billing: TUpstream): (userId: string) => Promise<TEntitlements> {
  return async (userId) => {
    const path = `/internal/entitlements/${encodeURIComponent(userId)}`;
    return (await callUpstream(billing, path, billingEndpoints.getEntitlements.response)) ?? { userId, grants: [] };
  };
}
