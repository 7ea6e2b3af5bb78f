import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZDocument, ZGetDocumentBody } from '../../schemas/document.ts';
import { getDocument } from '../../use-cases/get-document.ts';

export function registerGetDocumentRoute(app: TZodApp, deps: TDocsDeps): void {
  app.post(
    '/api/doc/getById',
    { schema: { body: ZGetDocumentBody, response: { 200: ZSuccess(ZDocument) } } },
    async (request) => ok(await getDocument(deps.db, request.body.id, request.body.lang)),
  );
}
