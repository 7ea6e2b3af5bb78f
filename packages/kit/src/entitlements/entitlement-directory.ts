import type { TEntitlements } from '@matchwire/contracts/billing/entitlements';
import type { TEventHandlers } from '../bus/consumer.ts';

export type TGrant = TEntitlements['grants'][number];

const maxUsers = 200_000;

/**
 * The read model of what each customer may use (billing's `GET /internal/entitlements/:userId`):
 * asked of billing the first time a customer is met, then answered from memory; billing's events
 * about the customer (trial started, changed or ended, subscription activated, renewed or expired)
 * drop it through `forgetUser`, so the next use asks again and a new grant applies within a second.
 * A grant past its `validUntil` must be ignored by the reader, whether or not its event has arrived.
 * Used by the data API (API calls) and the animation service (widgets).
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

/** The handlers of billing's events that change what a customer may use: each forgets the customer's grants. */
export function forgetEntitlementsOnBillingEvents(directory: EntitlementDirectory) {
  const forget = async (_event: unknown, payload: { userId: string }) => directory.forgetUser(payload.userId);
  return {
    'billing.trial-started.v1': forget,
    'billing.trial-changed.v1': forget,
    'billing.trial-ended.v1': forget,
    'billing.subscription-activated.v1': forget,
    'billing.subscription-renewed.v1': forget,
    'billing.subscription-expired.v1': forget,
  } satisfies TEventHandlers;
}
