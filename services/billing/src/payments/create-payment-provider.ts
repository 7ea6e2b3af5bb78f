import type { TBillingConfig } from '../config.ts';
import type { TBillingDb } from '../db/billing-db.ts';
import type { TPaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** The card provider PAYMENT_PROVIDER names (config.ts has checked Stripe's settings are there). */
export function createPaymentProvider(config: TBillingConfig, db: TBillingDb): TPaymentProvider {
  if (config.PAYMENT_PROVIDER === 'sandbox') return createSandboxProvider(db);
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    siteUrl: config.SITE_URL,
    apiBase: config.STRIPE_API_BASE,
  });
}
