import type { TRouteData } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

export type TChangeLog = TRouteData<'GET /api/doc/logs'>['list'][number];

/** Change logs are shown quietly below what the page is about (no progress bar, no toast) and change seldom. */
const CHANGE_LOGS_QUERY = { isQuiet: true, staleTime: 5 * 60 * 1000, meta: { showProgress: false } };

/** GET /api/doc/logs: the change logs of one document. */
export const changeLogsQuery = routeInputQuery(
  'GET /api/doc/logs',
  ({ query }) => ['docs', 'logs', { documentId: query.documentId }, query.lang],
  CHANGE_LOGS_QUERY,
);

/** GET /api/doc/logsBySportType: the change logs of every document of a sport. */
export const sportChangeLogsQuery = routeInputQuery(
  'GET /api/doc/logsBySportType',
  ({ query }) => ['docs', 'logs', { sportType: query.sportType }, query.lang],
  CHANGE_LOGS_QUERY,
);

/** SPEC 3 sport types with change logs: football 1, basketball 2, esports 3. */
export const CHANGE_LOG_SPORTS = [
  { sportType: 1, name: 'football' },
  { sportType: 2, name: 'basketball' },
  { sportType: 3, name: 'esports' },
] as const;
