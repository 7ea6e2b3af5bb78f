import type { TBillingConfig } from '../config.ts';
import { createWalletProvider, type TWalletProvider } from './wallet-provider.ts';

/**
 * The sandbox wallet's REST app: public on purpose (it takes no money), used when WALLET_PROVIDER is
 * `sandbox` and PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are unset.
 */
export const walletSandboxClient = {
  id: 'matchwire-wallet-sandbox',
  secret: 'matchwire_wallet_sandbox_client_secret_not_a_real_secret',
};

/** What the wallet provider talks to and as whom: PayPal, or the sandbox wallet billing serves itself. */
export function walletSettingsOf(config: TBillingConfig) {
  if (config.WALLET_PROVIDER === 'paypal') {
    return {
      name: 'paypal' as const,
      apiBase: config.PAYPAL_API_BASE ?? 'https://api-m.paypal.com',
      clientId: config.PAYPAL_CLIENT_ID!,
      clientSecret: config.PAYPAL_CLIENT_SECRET!,
      webhookId: config.PAYPAL_WEBHOOK_ID,
    };
  }
  return {
    name: 'wallet-sandbox' as const,
    apiBase: config.PAYPAL_API_BASE ?? `http://127.0.0.1:${config.PORT}/api/sandbox/wallet`,
    clientId: config.PAYPAL_CLIENT_ID ?? walletSandboxClient.id,
    clientSecret: config.PAYPAL_CLIENT_SECRET ?? walletSandboxClient.secret,
    webhookId: undefined,
  };
}

/** The wallet provider WALLET_PROVIDER names (config.ts has checked PayPal's settings are there). */
export function createWalletProviderFor(config: TBillingConfig, clock: () => Date): TWalletProvider {
  return createWalletProvider({ ...walletSettingsOf(config), siteUrl: config.SITE_URL, clock });
}
