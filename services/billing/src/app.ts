import { fileURLToPath } from 'node:url';
import type { TBuiltService, TServiceParts } from '@matchwire/kit/serve-service';
import { endpointServer } from '@matchwire/kit/http/serve-endpoint';
import { createPublishingService } from '@matchwire/kit/publishing-service';
import type { TBillingDeps } from './billing-deps.ts';
import { createCatalogueClient } from './catalogue/catalogue-client.ts';
import type { TBillingConfig } from './config.ts';
import * as schema from './db/schema.ts';
import { createPaymentProvider } from './payments/create-payment-provider.ts';
import { createWalletProviderFor, walletSettingsOf } from './payments/create-wallet-provider.ts';
import { startAccountChangesConsumer } from './events/consumers/account-changes.ts';
import { registerEntitlementsRoutes } from './routes/entitlements/entitlements-routes.ts';
import { registerSandboxRoutes } from './routes/sandbox/sandbox-routes.ts';
import { registerWalletSandboxRoutes } from './routes/sandbox/wallet-sandbox-routes.ts';
import { registerStaffRoutes } from './routes/staff/staff-routes.ts';
import { registerStaffTransactionRoutes } from './routes/staff/staff-transaction-routes.ts';
import { registerOrderRoutes } from './routes/subscription/order-routes.ts';
import { registerSubscriptionRoutes } from './routes/subscription/subscription-routes.ts';
import { registerUpgradeRoutes } from './routes/subscription/upgrade-routes.ts';
import { registerDocumentRoutes } from './routes/transaction/document-routes.ts';
import { registerTransactionRoutes } from './routes/transaction/transaction-routes.ts';
import { registerTrialRoutes } from './routes/trial/trial-routes.ts';
import { registerWalletRoutes } from './routes/wallet/wallet-routes.ts';
import { registerWebhookRoutes } from './routes/webhook/webhook-routes.ts';
import { BillingScheduler } from './scheduler/billing-scheduler.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TBillingService = TBuiltService<TBillingDeps> & { scheduler: BillingScheduler };

/**
 * Builds the billing service: free trials, subscriptions, card and wallet payments, transactions,
 * refunds and invoices, and the entitlements that follow from them (docs/contracts/billing.md).
 */
export function buildBillingService(options: TServiceParts<TBillingConfig> & { clock?: () => Date }): TBillingService {
  const { config, bus } = options;
  const service = createPublishingService({
    ...options,
    name: 'billing',
    schema,
    migrationsFolder,
    seedDemoData,
    gatewayPublicKey: config.GATEWAY_IDENTITY_PUBLIC_KEY,
  });
  const { app, db } = service;
  const deps: TBillingDeps = {
    ...service.deps,
    clock: options.clock ?? (() => new Date()),
    catalogue: createCatalogueClient({
      catalogueUrl: config.CATALOGUE_URL,
      billingSecret: config.INTERNAL_SECRET_BILLING,
    }),
    payments: createPaymentProvider(config, db),
    wallet: createWalletProviderFor(config, options.clock ?? (() => new Date())),
  };
  // createPublishingService refuses any route without a definition (packages/contracts/src/billing/endpoints.ts).
  const serve = endpointServer(app);
  registerTrialRoutes(serve, deps);
  registerSubscriptionRoutes(serve, deps);
  registerEntitlementsRoutes(serve, deps);
  registerStaffRoutes(serve, deps);
  registerOrderRoutes(serve, deps);
  registerUpgradeRoutes(serve, deps);
  registerTransactionRoutes(serve, deps);
  registerDocumentRoutes(serve, deps);
  registerStaffTransactionRoutes(serve, deps);
  registerSandboxRoutes(serve, deps);
  registerWebhookRoutes(serve, deps);
  registerWalletRoutes(serve, deps);
  const { clientId, clientSecret } = walletSettingsOf(config);
  registerWalletSandboxRoutes(serve, deps, { clientId, clientSecret, siteUrl: config.SITE_URL });

  const scheduler = new BillingScheduler(deps, {
    intervalMs: config.BILLING_SCHEDULER_INTERVAL_MS,
    metrics: app.metrics,
  });

  return {
    app,
    deps,
    scheduler,
    async start() {
      await service.start();
      // Stopped with the service's other consumers (bus.stopConsumers in service.stop).
      await startAccountChangesConsumer(deps, bus);
      scheduler.start();
    },
    // The scheduler's pass in flight finishes (or rolls back) before the pool closes.
    async stop() {
      await scheduler.stop();
      await service.stop();
    },
  };
}
