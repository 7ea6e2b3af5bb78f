import type { TRouteData } from '~/lib/api/api-request';

/** The signed-in staff member as GET /api/admin/auth/me answers it. */
export type TSignedInStaff = TRouteData<'GET /api/admin/auth/me'>;
