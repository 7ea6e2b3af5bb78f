import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZDocument, ZDocumentChanges, ZDocumentIdParams } from '../../schemas/document.ts';
import { updateDocument } from '../../use-cases/update-document.ts';

/** Back-office route; never routed by the gateway, open to caller `backoffice` only. */
export function registerUpdateDocumentRoute(app: TZodApp, deps: TDocsDeps): void {
  app.put(
    '/internal/documents/:id',
    {
      config: { callers: ['backoffice'] },
      schema: { params: ZDocumentIdParams, body: ZDocumentChanges, response: { 200: ZSuccess(ZDocument) } },
    },
    async (request) => {
      const document = await updateDocument(deps.db, request.params.id, request.body);
      deps.outboxRelay.kick();
      return ok(document);
    },
  );
}
