import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One run covers unit, integration (real PostgreSQL, Redis and Kafka started by scripts/run-tests.ts),
 * end-to-end (Chromium) and deployment tests, in two groups, one after the other:
 *
 * - `side-by-side`, two files at a time: unit tests, deployment and production-configuration checks,
 *   and the services' and the gateway's own tests, each on a database of its own (packages/devinfra's
 *   test database), a bus in memory or a Kafka client id of its own, and a private redis-server
 *   wherever it flushes Redis. None of them stops or restarts anything another file uses.
 * - `one-at-a-time`, one file at a time: the kit's outbox, relay and connection-loss tests, the
 *   database provisioning, the system tests and the browser journeys. They stop and start Kafka,
 *   end PostgreSQL sessions, drive the one test stack or measure how long things take on it, which
 *   must not disturb another file (or be disturbed by one).
 *
 * A test file runs one at a time unless its folder is listed under `side-by-side`.
 */
const sideBySide = [
  'packages/contracts/test/**/*.test.ts',
  'packages/signing/test/**/*.test.ts',
  'packages/widget/test/**/*.test.ts',
  'proto/test/**/*.test.ts',
  'services/*/test/**/*.test.ts',
  'gateway/test/**/*.test.ts',
  'test/lint/**/*.test.ts',
  'test/bench/**/*.test.ts',
  // Starts each process entry on its own, against nothing the stack serves, to see it refuse to start.
  'test/system/production-config.test.ts',
  'deploy/test/**/*.test.ts',
  'web/app/**/*.test.ts',
];
/** Every test file of the repository; those not side by side run one at a time. */
const allTests = [
  'packages/*/test/**/*.test.ts',
  'proto/test/**/*.test.ts',
  'services/*/test/**/*.test.ts',
  'gateway/test/**/*.test.ts',
  'test/**/*.test.ts',
  'deploy/test/**/*.test.ts',
  'web/app/**/*.test.ts',
  'web/tests/e2e/**/*.test.ts',
];

export default defineConfig({
  // The web app's own import alias (web/vite.config.ts), for its unit tests.
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'web/app') } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    allowOnly: false,
    passWithNoTests: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'side-by-side',
          include: sideBySide,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'one-at-a-time',
          include: allTests,
          exclude: [...configDefaults.exclude, ...sideBySide],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
