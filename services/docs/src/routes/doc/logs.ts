import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { listDocumentChangeLogs, listSportChangeLogs } from '../../use-cases/list-change-logs.ts';
import { presentChangeLog } from './change-log-presenter.ts';

export function registerChangeLogRoutes(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.listDocumentChangeLogs, async ({ query }) => ({
    list: (await listDocumentChangeLogs(deps, query.documentId)).map((row) => presentChangeLog(row, query.lang)),
  }));
  serve(docsEndpoints.listSportChangeLogs, async ({ query }) => ({
    list: (await listSportChangeLogs(deps, query.sportType)).map((row) => presentChangeLog(row, query.lang)),
  }));
}
