/** What other parts of the web app may use of the docs feature. */
export { DATA_API_OPENAPI_PATH } from './data-api-openapi-path.ts';
