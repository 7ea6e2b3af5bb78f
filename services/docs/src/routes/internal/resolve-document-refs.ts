import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { resolveDocumentRefs } from '../../use-cases/resolve-document-refs.ts';

/**
 * Service-to-service route (the catalogue checks a product's endpoint links with it); never routed
 * by the gateway. Unknown references are an answer, not an error.
 */
export function registerResolveDocumentRefsRoute(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.resolveDocumentRefs, async (request) => resolveDocumentRefs(deps, request.body.refs));
}
