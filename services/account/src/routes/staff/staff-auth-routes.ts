import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import { AppError } from '@matchwire/kit/errors/app-error';
import { requireStaff } from '@matchwire/kit/http/require-staff';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { createStaffTokenSigner } from '@matchwire/kit/staff-session';
import type { TAccountDeps } from '../../account-deps.ts';
import { clearStaffCookie, setStaffCookie } from '../../auth/staff-cookie.ts';
import { checkStaffSession, toSignedInStaff } from '../../use-cases/check-staff-session.ts';
import { signInStaff } from '../../use-cases/sign-in-staff.ts';
import { signOutStaff } from '../../use-cases/sign-out-staff.ts';

/** Staff sign-in, sign-out and "who am I" (docs/decisions/0019), and the gateway's staff-session check. */
export function registerStaffAuthRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  const { PUBLIC_WEB_URL, JWT_SECRET } = deps.config;
  const signStaffToken = createStaffTokenSigner(JWT_SECRET);

  serve(accountEndpoints.staffLogin, async (request, reply) => {
    const { staff, sessionId } = await signInStaff(deps, {
      ...request.body,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    request.log.info({ staffId: staff.member.staffId }, 'staff signed in');
    setStaffCookie(reply, signStaffToken({ sub: staff.member.staffId, sid: sessionId }), PUBLIC_WEB_URL);
    return toSignedInStaff(staff);
  });

  // Always succeeds: ends the session the gateway vouched for, if any, and clears the cookie.
  serve(accountEndpoints.staffLogout, async (request, reply) => {
    if (request.staff) {
      await signOutStaff(deps, {
        sessionId: request.staff.sessionId,
        email: request.staff.email,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
    }
    clearStaffCookie(reply, PUBLIC_WEB_URL);
    return {};
  });

  // Read from the account's own tables, so the answer is as fresh as the session check.
  serve(accountEndpoints.staffMe, async (request) => {
    const { staff } = await checkStaffSession(deps, requireStaff(request).sessionId);
    if (!staff) throw new AppError('adminTokenExpired', 'Please sign in as staff');
    return staff;
  });

  serve(accountEndpoints.checkStaffSession, async (request) => checkStaffSession(deps, request.params.sessionId));
}
