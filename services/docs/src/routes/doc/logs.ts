import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZChangeLogList, ZLogsBySportQuery, ZLogsQuery } from '../../schemas/change-log.ts';
import { listDocumentChangeLogs, listSportChangeLogs } from '../../use-cases/list-change-logs.ts';

export function registerChangeLogRoutes(app: TZodApp, deps: TDocsDeps): void {
  app.get(
    '/api/doc/logs',
    { schema: { querystring: ZLogsQuery, response: { 200: ZSuccess(ZChangeLogList) } } },
    async (request) =>
      ok({ list: await listDocumentChangeLogs(deps.db, request.query.documentId, request.query.lang) }),
  );
  app.get(
    '/api/doc/logsBySportType',
    { schema: { querystring: ZLogsBySportQuery, response: { 200: ZSuccess(ZChangeLogList) } } },
    async (request) => ok({ list: await listSportChangeLogs(deps.db, request.query.sportType, request.query.lang) }),
  );
}
