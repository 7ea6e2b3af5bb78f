import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * One run covers unit, integration (real PostgreSQL, Redis, Kafka started by scripts/run-tests.ts),
 * end-to-end (Chromium) and deployment tests. Files run one at a time: integration tests stop and
 * start Kafka, which must not disturb another file.
 */
export default defineConfig({
  // The web app's own import alias (web/vite.config.ts), for its unit tests.
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'web/app') } },
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'proto/test/**/*.test.ts',
      'services/*/test/**/*.test.ts',
      'gateway/test/**/*.test.ts',
      'test/**/*.test.ts',
      'deploy/test/**/*.test.ts',
      'web/app/**/*.test.ts',
      'web/tests/e2e/**/*.test.ts',
    ],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    allowOnly: false,
    passWithNoTests: false,
  },
});
