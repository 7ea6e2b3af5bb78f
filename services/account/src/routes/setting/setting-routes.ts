import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { serveForCaller } from '../../auth/require-signed-in-user.ts';
import { getUserInfo } from '../../use-cases/get-user-info.ts';
import { requestPasswordReset } from '../../use-cases/request-password-reset.ts';
import { resetPassword } from '../../use-cases/reset-password.ts';
import { updateUserName } from '../../use-cases/update-user-name.ts';
import { toUserInfo } from './user-info-presenter.ts';

/** The account panel and password reset. */
export function registerSettingRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  const serveCaller = serveForCaller(serve, deps);

  // The `userId` query is accepted for the web client's sake and ignored: a caller only ever sees themself.
  serveCaller(accountEndpoints.getUserInfo, async (caller) => toUserInfo(await getUserInfo(deps, caller.userId)));

  serveCaller(accountEndpoints.updateUserInfo, async (caller, request) =>
    updateUserName(deps, caller.userId, request.body.name),
  );

  serve(accountEndpoints.resendPasswordEmail, async (request) => {
    await requestPasswordReset(deps, { ...request.body, ip: request.ip });
    return {};
  });

  serve(accountEndpoints.resetPassword, async (request) => {
    await resetPassword(deps, request.body);
    return {};
  });
}
