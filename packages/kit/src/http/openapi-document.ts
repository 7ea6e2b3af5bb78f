import { endpoints } from '@matchwire/contracts';
import { buildOpenApiDocument, type TOpenApiDocument } from '@matchwire/contracts/openapi';
import { resultCodes } from '../errors/result-codes.ts';

/** Every HTTP status the result-code catalogue answers a failure with. */
const refusalStatuses = [...new Set(Object.values(resultCodes).map((result) => result.status))].filter(
  (status) => status >= 400,
);

/**
 * The site's OpenAPI 3.1 document: every `/api` endpoint of packages/contracts, failures with the
 * statuses of this kit's catalogue. The gateway serves it (`GET /openapi.json`); `npm run openapi`
 * writes it to a file.
 */
export function siteOpenApiDocument(): TOpenApiDocument {
  return buildOpenApiDocument(endpoints, { refusalStatuses });
}
