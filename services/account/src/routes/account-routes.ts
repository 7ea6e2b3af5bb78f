import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../account-deps.ts';
import { registerActivateRoute } from './auth/activate.ts';
import { registerEmailChangeRoute } from './auth/email-change.ts';
import { registerLoginRoute } from './auth/login.ts';
import { registerLogoutRoute } from './auth/logout.ts';
import { registerNewEmailVerifyRoute } from './auth/new-email-verify.ts';
import { registerRegisterRoute } from './auth/register.ts';
import { registerResendActivationRoute } from './auth/resend-activation.ts';
import { registerUserCheckLoginRoute } from './auth/user-check-login.ts';
import { registerCheckSessionRoute } from './internal/check-session.ts';
import { registerImpersonationRoutes } from './internal/impersonation.ts';
import { registerIssueMailLinkRoute } from './internal/issue-mail-link.ts';
import { registerLockUserRoute } from './internal/lock-user.ts';
import { registerLookUpApiKeyRoute } from './internal/look-up-api-key.ts';
import { registerGetUserInfoRoute } from './setting/get-user-info.ts';
import { registerResendPasswordEmailRoute } from './setting/resend-password-email.ts';
import { registerResetPasswordRoute } from './setting/reset-password.ts';
import { registerUpdateUserInfoRoute } from './setting/update-user-info.ts';
import { registerApiKeyRoutes } from './user/api-key.ts';
import { registerIpWhitelistRoutes } from './user/ip-whitelist.ts';

/** Every route of the account service, each served from its definition in packages/contracts. */
export function registerAccountRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  for (const register of [
    registerRegisterRoute,
    registerResendActivationRoute,
    registerActivateRoute,
    registerLoginRoute,
    registerUserCheckLoginRoute,
    registerLogoutRoute,
    registerEmailChangeRoute,
    registerNewEmailVerifyRoute,
    registerGetUserInfoRoute,
    registerUpdateUserInfoRoute,
    registerResendPasswordEmailRoute,
    registerResetPasswordRoute,
    registerApiKeyRoutes,
    registerIpWhitelistRoutes,
    registerLookUpApiKeyRoute,
    registerImpersonationRoutes,
    registerIssueMailLinkRoute,
    registerCheckSessionRoute,
    registerLockUserRoute,
  ]) {
    register(serve, deps);
  }
}
