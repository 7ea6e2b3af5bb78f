import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { updateDocument } from '../../use-cases/update-document.ts';
import { presentDocument } from '../doc/document-presenter.ts';

/** Back-office route; never routed by the gateway. Answers the document in English, as the back office edits it. */
export function registerUpdateDocumentRoute(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.updateDocument, async (request) => {
    const { document, category } = await updateDocument(deps, request.params.id, request.body);
    return presentDocument(document, category, 'en');
  });
}
