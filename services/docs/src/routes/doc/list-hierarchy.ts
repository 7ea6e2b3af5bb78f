import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZHierarchy, ZHierarchyQuery } from '../../schemas/document.ts';
import { listDocumentHierarchy } from '../../use-cases/list-document-hierarchy.ts';

export function registerDocHierarchyRoute(app: TZodApp, deps: TDocsDeps): void {
  app.get(
    '/api/doc/list/v2',
    { schema: { querystring: ZHierarchyQuery, response: { 200: ZSuccess(ZHierarchy) } } },
    async (request) => ok({ hierarchy: await listDocumentHierarchy(deps.db, request.query.lang) }),
  );
}
