import { defineConfig } from 'vitest/config';

/** Unit tests of the web app (`npx vitest run --root web`); end-to-end tests run from the root config. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { include: ['app/**/*.test.ts'] },
});
