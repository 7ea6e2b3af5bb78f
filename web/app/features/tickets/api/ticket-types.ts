import type { TRouteData } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

export type TTicketType = TRouteData<'GET /api/ticket/getTypeList'>[number];

/** GET /api/ticket/getTypeList: the ticket types in the page's language; one is the default. */
export const ticketTypesQuery = routeInputQuery(
  'GET /api/ticket/getTypeList',
  (input) => ['ticket-types', input.query.lang],
  {
    staleTime: 10 * 60 * 1000,
  },
);
