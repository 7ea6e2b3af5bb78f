/**
 * The grants of the entitlements look-up (docs/contracts/billing.md#entitlements) as it answers them:
 * a running trial on the default trial terms (200 calls a day, 2 minutes behind), and a usable
 * subscription (no daily limit, no delay).
 */
export const trialGrant = (sportType: number, validUntil: string) =>
  ({ source: 'trial', sportType, productId: null, dailyCallLimit: 200, delayMinutes: 2, validUntil }) as const;

export const subscriptionGrant = (sportType: number, productId: number, validUntil: string) =>
  ({ source: 'subscription', sportType, productId, dailyCallLimit: null, delayMinutes: 0, validUntil }) as const;
