import { ConfigError, loadConfig, publishingServiceEnv } from '@matchwire/kit/config';
import { identityAssertionEnv } from '@matchwire/kit/identity-assertion';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';
import { z } from 'zod';

/** A setting that may be absent; empty (`STRIPE_SECRET_KEY=` in .env, as docker compose passes it) is absent too. */
const optionalSetting = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional());

export const billingEnv = {
  ...publishingServiceEnv(4003),
  /**
   * The data API, the back office and the animation service call its `/internal/*` routes; its own
   * secret calls the catalogue's (docs/decisions/0010).
   */
  ...internalSecretsEnv(['data-api', 'backoffice', 'animation', 'billing']),
  /** Verifies who the gateway says the caller is (docs/decisions/0009). */
  ...identityAssertionEnv,
  /** The catalogue, asked (as caller `billing`) for plan prices and the free-trial days. */
  CATALOGUE_URL: z.url().default('http://127.0.0.1:4001'),
  /** The wait between the billing scheduler's passes (trial ends, expiries, renewals; docs/contracts/billing.md#the-scheduler). */
  BILLING_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * Who takes card payments (docs/contracts/billing.md#the-payment-providers): `sandbox`, the embedded
   * checkout of `npm start` (no network, Stripe's test cards), or `stripe`.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Stripe's secret API key (`sk_…`); required when PAYMENT_PROVIDER is `stripe`. */
  STRIPE_SECRET_KEY: optionalSetting,
  /** The signing secret of Stripe's webhook endpoint (`whsec_…`); required when PAYMENT_PROVIDER is `stripe`. */
  STRIPE_WEBHOOK_SECRET: optionalSetting,
  /** Another Stripe API address (stripe-mock in `npm test`): its protocol, host and port are used. */
  STRIPE_API_BASE: z.url().optional(),
  /** The site's public address, where the provider sends the customer back after paying. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * Who takes wallet payments (docs/contracts/billing.md#wallet): `sandbox`, the sandbox wallet billing
   * serves itself under /api/sandbox/wallet (`npm start`, tests; refused in production), or `paypal`.
   */
  WALLET_PROVIDER: z.enum(['sandbox', 'paypal']).default('sandbox'),
  /** The wallet's REST app: client id and secret (OAuth2 client credentials); required when WALLET_PROVIDER is `paypal`. */
  PAYPAL_CLIENT_ID: optionalSetting,
  PAYPAL_CLIENT_SECRET: optionalSetting,
  /**
   * The Orders API's address: `https://api-m.paypal.com` when unset with `paypal`
   * (`https://api-m.sandbox.paypal.com` for PayPal's own sandbox); billing's own
   * `http://127.0.0.1:<PORT>/api/sandbox/wallet` when unset with `sandbox`.
   */
  PAYPAL_API_BASE: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  /** The id PayPal gave the webhook `/api/webhook/paypal`, needed to verify its events; required with `paypal`. */
  PAYPAL_WEBHOOK_ID: optionalSetting,
};

/** Settings that one choice makes necessary. */
const requiredWhenStripe = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const requiredWhenPayPal = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;

export type TBillingConfig = ReturnType<typeof loadBillingConfig>;

export function loadBillingConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(billingEnv, env);
  const lines = [
    ...(config.PAYMENT_PROVIDER === 'stripe' ? requiredWhenStripe : [])
      .filter((variable) => !config[variable])
      .map((variable) => `  ${variable}: required when PAYMENT_PROVIDER is stripe`),
    ...(config.WALLET_PROVIDER === 'paypal' ? requiredWhenPayPal : [])
      .filter((variable) => !config[variable])
      .map((variable) => `  ${variable}: required when WALLET_PROVIDER is paypal`),
  ];
  if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  return config;
}
