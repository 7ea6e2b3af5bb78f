import { routeKinds } from '../route-kinds.ts';

/** What every account endpoint of a kind shares: its service, who may call it and which budget it spends. */
export const { publicRoute, signedInRoute, internalRoute } = routeKinds('account');
