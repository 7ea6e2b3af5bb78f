import type { TPublishingDeps } from '@matchwire/kit/publishing-service';
import type * as schema from './db/schema.ts';
import type { TCatalogueClient } from './catalogue/catalogue-client.ts';
import type { TPaymentProvider } from './payments/payment-provider.ts';
import type { TWalletProvider } from './payments/wallet-provider.ts';

/** What the billing service's routes, use-cases and scheduler are given; built once in app.ts. */
export type TBillingDeps = TPublishingDeps<typeof schema> & {
  /** The current time; injectable so tests can move trials and renewals along. */
  clock: () => Date;
  /** The catalogue's published contract: plan prices and the free-trial days. */
  catalogue: TCatalogueClient;
  /** Who takes card payments: Stripe, or the sandbox of `npm start` (PAYMENT_PROVIDER). */
  payments: TPaymentProvider;
  /** Who takes wallet payments: PayPal, or the sandbox wallet billing serves itself (WALLET_PROVIDER). */
  wallet: TWalletProvider;
};
