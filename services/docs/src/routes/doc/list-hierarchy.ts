import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { listDocumentTree } from '../../use-cases/list-document-tree.ts';
import { presentHierarchy } from './hierarchy-presenter.ts';

export function registerDocHierarchyRoute(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.listDocumentHierarchy, async (request) => {
    const { categories, documents } = await listDocumentTree(deps);
    return { hierarchy: presentHierarchy(categories, documents, request.query.lang) };
  });
}
