import {
  buildDataApiOpenApiDocument,
  dataApiRefusalCodes,
  type TDataApiOpenApiDocument,
} from '@matchwire/contracts/data-api/openapi';
import { resultCodes } from '../errors/result-codes.ts';

/**
 * The data API's OpenAPI 3.1 document with the catalogue's texts of its refusals. The docs offer it
 * for download (web/data-api-openapi-plugin.ts writes it into the web build).
 */
export function dataApiOpenApiDocument(): TDataApiOpenApiDocument {
  const codes: readonly number[] = dataApiRefusalCodes;
  return buildDataApiOpenApiDocument({
    refusals: Object.values(resultCodes).filter((result) => codes.includes(result.code)),
  });
}
