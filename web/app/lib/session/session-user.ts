import type { TRouteData } from '~/lib/api/api-request';

/** The signed-in visitor, as GET /api/auth/userCheckLogin answers. */
export type TSessionUser = TRouteData<'GET /api/auth/userCheckLogin'>;
