import type { TRouteData } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

export type TTicketSummary = TRouteData<'GET /api/ticket/list'>['list'][number];

/** Tickets per page of /user/tickets. */
export const TICKETS_PAGE_SIZE = 10;

/** GET /api/ticket/list: one page of the customer's tickets, newest activity first. */
export const myTicketsQuery = routeInputQuery('GET /api/ticket/list', ({ query }) => [
  'user',
  'tickets',
  'list',
  query.offset ?? 0,
  query.limit ?? TICKETS_PAGE_SIZE,
  query.lang,
]);

/** The page of `?page=` (1 when missing or not a positive whole number). */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
