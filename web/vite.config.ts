import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { createChunkGroups } from './chunk-groups.ts';
import { dataApiOpenApiPlugin } from './data-api-openapi-plugin.ts';

export default defineConfig({
  plugins: [reactRouter(), dataApiOpenApiPlugin()],
  resolve: { tsconfigPaths: true },
  server: { port: 3100, host: '127.0.0.1' },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: createChunkGroups() } } } } },
  },
});
