import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZResolveDocumentRefsBody, ZResolvedDocumentRefs } from '../../schemas/document-ref.ts';
import { resolveDocumentRefs } from '../../use-cases/resolve-document-refs.ts';

/**
 * Service-to-service route (the catalogue checks a product's endpoint links with it); never routed
 * by the gateway, open to caller `catalogue` only. Unknown references are an answer, not an error.
 */
export function registerResolveDocumentRefsRoute(app: TZodApp, deps: TDocsDeps): void {
  app.post(
    '/internal/document-refs/resolve',
    {
      config: { callers: ['catalogue'] },
      schema: { body: ZResolveDocumentRefsBody, response: { 200: ZSuccess(ZResolvedDocumentRefs) } },
    },
    async (request) => ok(await resolveDocumentRefs(deps.db, request.body.refs)),
  );
}
