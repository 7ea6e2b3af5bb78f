import { ZEmpty } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { internalRoute, publicRoute } from './route-kinds.ts';
import { ZSignedInStaff, ZStaffLoginBody, ZStaffSessionCheck, ZStaffSessionCheckParams } from './staff.ts';

/**
 * Staff sign-in (docs/decisions/0019): its own `staff_jwt` cookie, never a customer session. Sign-in,
 * sign-out and "who am I" are open to anyone, since no permission is needed to ask; the gateway vouches
 * for the staff member of every `/api/admin/` call in the identity assertion.
 */
export const accountStaffEndpoints = {
  staffLogin: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/admin/auth/login',
    summary:
      'Staff sign in with e-mail and password; sets the `staff_jwt` cookie (8 hours). Throttled like the customer login; every attempt is audited.',
    request: { body: ZStaffLoginBody },
    response: ZSignedInStaff,
  }),
  staffLogout: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/admin/auth/logout',
    summary: 'Ends the staff session of the `staff_jwt` cookie and clears it; always succeeds.',
    response: ZEmpty,
  }),
  staffMe: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/admin/auth/me',
    summary: 'The signed-in staff member and the permissions their role grants; 11009 without a staff session.',
    response: ZSignedInStaff,
  }),
  checkStaffSession: defineEndpoint({
    ...internalRoute('gateway'),
    method: 'GET',
    path: '/internal/staff-sessions/:sessionId',
    summary: 'Whether a staff session is live (unexpired, unrevoked, its member active), and whose.',
    request: { params: ZStaffSessionCheckParams },
    response: ZStaffSessionCheck,
  }),
};
