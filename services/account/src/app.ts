import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import type { TBuiltService, TServiceParts } from '@matchwire/kit/serve-service';
import { endpointServer } from '@matchwire/kit/http/serve-endpoint';
import { createPublishingService } from '@matchwire/kit/publishing-service';
import type { TAccountDeps } from './account-deps.ts';
import { signInFirst } from './auth/require-signed-in-user.ts';
import { createSessionTokens } from './auth/session-tokens.ts';
import type { TAccountConfig } from './config.ts';
import * as schema from './db/schema.ts';
import { registerAuthRoutes } from './routes/auth/auth-routes.ts';
import { registerApiKeyLookupRoutes } from './routes/internal/api-key-lookup-routes.ts';
import { registerImpersonationRoutes } from './routes/internal/impersonation-routes.ts';
import { registerMailLinkRoutes } from './routes/internal/mail-link-routes.ts';
import { registerSessionRoutes } from './routes/internal/session-routes.ts';
import { registerStaffAddressRoutes } from './routes/internal/staff-address-routes.ts';
import { registerSupportStatusRoutes } from './routes/internal/support-status-routes.ts';
import { registerSettingRoutes } from './routes/setting/setting-routes.ts';
import { registerStaffAuthRoutes } from './routes/staff/staff-auth-routes.ts';
import { registerApiKeyRoutes } from './routes/user/api-key-routes.ts';
import { registerIpWhitelistRoutes } from './routes/user/ip-whitelist-routes.ts';
import { ThrottledError } from './security/throttled-error.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { seedDemoStaff } from './seed/seed-demo-staff.ts';
import { startThrottleCounterPruning } from './use-cases/prune-throttle-counters.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TAccountService = TBuiltService<TAccountDeps>;

/** Builds the account service: sign-up, sign-in and sessions, settings, API key and IP whitelist. */
export function buildAccountService(options: TServiceParts<TAccountConfig>): TAccountService {
  const { config } = options;
  const service = createPublishingService({
    ...options,
    name: 'account',
    schema,
    migrationsFolder,
    // request.ip is the browser's address as the gateway forwards it (login throttling per IP).
    trustProxy: config.TRUSTED_PROXIES,
    seedDemoData: async (db) => {
      await seedDemoData(db, config.API_KEY_ENCRYPTION_KEY);
      if (config.DEMO_STAFF_PASSWORD) await seedDemoStaff(db, config.DEMO_STAFF_PASSWORD);
    },
    gatewayPublicKey: config.GATEWAY_IDENTITY_PUBLIC_KEY,
  });
  const { app } = service;
  const deps: TAccountDeps = { ...service.deps, config, tokens: createSessionTokens({ jwtSecret: config.JWT_SECRET }) };
  app.register(cookie);
  // The shared error handler writes the body; a throttled answer also says when to come back.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  // Each route is served from its definition in packages/contracts/src/account (the kit refuses any other).
  const serve = endpointServer(app, { signedIn: signInFirst(deps) });
  for (const register of [
    registerAuthRoutes,
    registerSettingRoutes,
    registerApiKeyRoutes,
    registerIpWhitelistRoutes,
    registerSessionRoutes,
    registerImpersonationRoutes,
    registerMailLinkRoutes,
    registerApiKeyLookupRoutes,
    registerSupportStatusRoutes,
    registerStaffAddressRoutes,
    registerStaffAuthRoutes,
  ]) {
    register(serve, deps);
  }

  let stopPruning: (() => void) | undefined;
  return {
    app,
    deps,
    async start() {
      await service.start();
      stopPruning = startThrottleCounterPruning(deps);
    },
    async stop() {
      stopPruning?.();
      await service.stop();
    },
  };
}
