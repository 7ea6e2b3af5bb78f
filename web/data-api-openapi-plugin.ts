import { dataApiOpenApiDocument } from '@matchwire/kit/http/data-api-openapi-document';
import type { Plugin } from 'vite';
import { DATA_API_OPENAPI_PATH } from './app/features/docs/index.ts';

/**
 * Writes the data API's OpenAPI document into the client build, served as a static file beside
 * the assets. Built here, in Node, because the reference it comes from is read from
 * packages/contracts' JSON files at run time (readFileSync beside the module), which the server
 * bundle cannot do once the module is bundled into it. The dev server answers it from memory.
 */
export function dataApiOpenApiPlugin(): Plugin {
  const source = () => `${JSON.stringify(dataApiOpenApiDocument(), null, 2)}\n`;
  return {
    name: 'matchwire:data-api-openapi',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DATA_API_OPENAPI_PATH.slice(1), source: source() });
    },
    configureServer(server) {
      server.middlewares.use(DATA_API_OPENAPI_PATH, (_request, response) => {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(source());
      });
    },
  };
}
