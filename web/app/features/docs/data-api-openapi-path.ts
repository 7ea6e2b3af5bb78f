/**
 * Where the docs offer the data API's OpenAPI document: a file of the client build, written by
 * web/data-api-openapi-plugin.ts.
 */
export const DATA_API_OPENAPI_PATH = '/docs/data-api-openapi.json';
