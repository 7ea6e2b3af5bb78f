import type { TEntitlements } from '@matchwire/contracts/billing/entitlements';

export type TGrant = TEntitlements['grants'][number];

const maxUsers = 200_000;

/**
 * The read model of what each customer may call: asked of billing the first time a customer
 * calls, then answered from memory; billing's events about the customer (trial started, changed
 * or ended, subscription activated, renewed or expired) drop it, so the next call asks again and
 * a new grant applies within a second. A grant past its `validUntil` is ignored on every call,
 * whether or not its event has arrived.
 */
export class EntitlementDirectory {
  private readonly byUser = new Map<string, TGrant[]>();
  private readonly pending = new Map<string, Promise<TGrant[]>>();
  private readonly generations = new Map<string, number>();

  constructor(private readonly fetchEntitlements: (userId: string) => Promise<TEntitlements>) {}

  async grantsOf(userId: string): Promise<TGrant[]> {
    const known = this.byUser.get(userId);
    if (known) return known;
    let asking = this.pending.get(userId);
    if (!asking) {
      asking = this.ask(userId).finally(() => this.pending.delete(userId));
      this.pending.set(userId, asking);
    }
    return asking;
  }

  /** A billing event about the user: what they may call is asked again on their next call. */
  forgetUser(userId: string): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    this.byUser.delete(userId);
    this.pending.delete(userId);
  }

  private async ask(userId: string): Promise<TGrant[]> {
    const generation = this.generations.get(userId) ?? 0;
    const { grants } = await this.fetchEntitlements(userId);
    if ((this.generations.get(userId) ?? 0) !== generation) return grants;
    if (this.byUser.size >= maxUsers) {
      const oldest = this.byUser.keys().next().value;
      if (oldest !== undefined) this.byUser.delete(oldest);
    }
    this.byUser.set(userId, grants);
    return grants;
  }
}

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
