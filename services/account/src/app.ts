import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { TServiceApp } from '@matchwire/kit/http/create-service-app';
import type { Logger } from '@matchwire/kit/logger';
import { endpointServer } from '@matchwire/kit/http/serve-endpoint';
import { verifyIdentity } from '@matchwire/kit/http/verify-identity';
import { createPublishingService } from '@matchwire/kit/publishing-service';
import type { TAccountDeps } from './account-deps.ts';
import { signInFirst } from './auth/require-signed-in-user.ts';
import { createSessionTokens } from './auth/session-tokens.ts';
import type { TAccountConfig } from './config.ts';
import * as schema from './db/schema.ts';
import { registerActivateRoute } from './routes/auth/activate.ts';
import { registerEmailChangeRoute } from './routes/auth/email-change.ts';
import { registerLoginRoute } from './routes/auth/login.ts';
import { registerLogoutRoute } from './routes/auth/logout.ts';
import { registerNewEmailVerifyRoute } from './routes/auth/new-email-verify.ts';
import { registerRegisterRoute } from './routes/auth/register.ts';
import { registerResendActivationRoute } from './routes/auth/resend-activation.ts';
import { registerUserCheckLoginRoute } from './routes/auth/user-check-login.ts';
import { registerCheckSessionRoute } from './routes/internal/check-session.ts';
import { registerImpersonationRoutes } from './routes/internal/impersonation.ts';
import { registerIssueAdminAccessTokenRoute } from './routes/internal/issue-admin-access-token.ts';
import { registerIssueMailLinkRoute } from './routes/internal/issue-mail-link.ts';
import { registerLockUserRoute } from './routes/internal/lock-user.ts';
import { registerLookUpApiKeyRoute } from './routes/internal/look-up-api-key.ts';
import { registerGetUserInfoRoute } from './routes/setting/get-user-info.ts';
import { registerResendPasswordEmailRoute } from './routes/setting/resend-password-email.ts';
import { registerResetPasswordRoute } from './routes/setting/reset-password.ts';
import { registerUpdateUserInfoRoute } from './routes/setting/update-user-info.ts';
import { registerApiKeyRoutes } from './routes/user/api-key.ts';
import { registerIpWhitelistRoutes } from './routes/user/ip-whitelist.ts';
import { ThrottledError } from './security/throttled-error.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { startThrottleCounterPruning } from './use-cases/prune-throttle-counters.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TAccountService = {
  app: TServiceApp;
  deps: TAccountDeps;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** Builds the account service: sign-up, sign-in and sessions, settings, API key and IP whitelist. */
export function buildAccountService(options: {
  config: TAccountConfig;
  logger: Logger;
  bus: EventBus;
}): TAccountService {
  const { config, logger, bus } = options;
  const service = createPublishingService({
    name: 'account',
    config,
    logger,
    bus,
    schema,
    migrationsFolder,
    // request.ip is the browser's address as the gateway forwards it (login throttling per IP).
    trustProxy: config.TRUSTED_PROXIES,
    seedDemoData: (db) => seedDemoData(db, config.API_KEY_ENCRYPTION_KEY),
    internalSecrets: {
      gateway: config.INTERNAL_SECRET_GATEWAY,
      notification: config.INTERNAL_SECRET_NOTIFICATION,
      backoffice: config.INTERNAL_SECRET_BACKOFFICE,
      'data-api': config.INTERNAL_SECRET_DATA_API,
    },
  });
  const { app, db, outboxRelay } = service;
  verifyIdentity(app, { publicKey: config.GATEWAY_IDENTITY_PUBLIC_KEY, audience: 'account' });
  const tokens = createSessionTokens({ jwtSecret: config.JWT_SECRET });
  const deps: TAccountDeps = { db, outboxRelay, logger, config, tokens };
  app.register(cookie);
  // The shared error handler writes the body; a throttled answer also says when to come back.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  registerRegisterRoute(app, deps);
  registerResendActivationRoute(app, deps);
  const serve = endpointServer(app, { signedIn: signInFirst(deps) });
  registerActivateRoute(serve, deps);
  registerLoginRoute(app, deps);
  registerUserCheckLoginRoute(app, deps);
  registerLogoutRoute(app, deps);
  registerEmailChangeRoute(app, deps);
  registerNewEmailVerifyRoute(app, deps);
  registerGetUserInfoRoute(app, deps);
  registerUpdateUserInfoRoute(app, deps);
  registerResendPasswordEmailRoute(app, deps);
  registerResetPasswordRoute(app, deps);
  registerApiKeyRoutes(app, deps);
  registerIpWhitelistRoutes(app, deps);
  registerLookUpApiKeyRoute(app, deps);
  registerIssueAdminAccessTokenRoute(app, deps);
  registerIssueMailLinkRoute(app, deps);
  registerCheckSessionRoute(app, deps);
  registerImpersonationRoutes(app, deps);
  registerLockUserRoute(app, deps);

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
