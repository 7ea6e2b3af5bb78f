import type { TGrant } from '@matchwire/kit/entitlements/entitlement-directory';

/** The grant that lets a call of `sportType` to an interface of `products` through at `now`, the most generous first. */
export function grantFor(
  grants: readonly TGrant[],
  call: { sportType: number; products: readonly number[] },
  now: Date,
): TGrant | undefined {
  return grantsFor(grants, call, now)[0];
}

/** Every grant that lets such a call through at `now`, the most generous first. */
export function grantsFor(
  grants: readonly TGrant[],
  call: { sportType: number; products: readonly number[] },
  now: Date,
): TGrant[] {
  const usable = grants.filter(
    (grant) =>
      grant.sportType === call.sportType &&
      Date.parse(grant.validUntil) > now.getTime() &&
      (grant.productId === null || call.products.includes(grant.productId)),
  );
  // A subscription (no daily limit, no delay) wins over a trial of the same sport.
  return usable.sort((a, b) => Number(a.dailyCallLimit !== null) - Number(b.dailyCallLimit !== null));
}
