import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { getDocument } from '../../use-cases/get-document.ts';
import { presentDocument } from './document-presenter.ts';

export function registerGetDocumentRoute(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.getDocument, async (request) => {
    const { document, category } = await getDocument(deps, request.body.id);
    return presentDocument(document, category, request.body.lang);
  });
}
