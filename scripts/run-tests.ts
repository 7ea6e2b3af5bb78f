/**
 * `npm test`: starts the real PostgreSQL, Redis and Kafka of deploy/local (and stripe-mock and
 * versitygw, the S3-compatible server), provisions a fresh test database, starts the whole stack as
 * separate processes on test ports (the services side by side while the web app is built, then the
 * web server, then the gateway), runs every vitest project (vitest.config.ts: first the files that
 * may run side by side, then the rest one at a time), and stops what it started.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { provisionDatabase } from '@matchwire/devinfra/provision-database';
import {
  databaseServices,
  devSecrets,
  kafkaPrefixes,
  localInfra,
  localRedisUrl,
  localUrl,
  redisDatabases,
  testMail,
  testPorts,
  testS3,
  testStripeMock,
  testTraces,
  testWorkloadUrls,
} from './lib/dev-defaults.ts';
import { startMailCatcher } from './lib/mail-catcher.ts';
import { startS3Server } from './lib/s3-server.ts';
import { startStripeMock } from './lib/stripe-mock.ts';
import { startTraceCatcher } from './lib/trace-catcher.ts';
import { startProcesses, type TRunningProcess } from './lib/processes.ts';
import { repoRoot, run, runAsync, step } from './lib/shell.ts';
import { stackProcessSpecs } from './lib/stack.ts';
import { ensureWebBuildAsync } from './lib/web-build.ts';

const testDatabase = 'matchwire_test';
/** The test stack's Redis: database 0 of the local Redis, never `npm run stack`'s (dev-defaults redisDatabases). */
const testRedisUrl = localRedisUrl(redisDatabases.test);
const logDir = path.join(repoRoot, '.local/logs/test-stack');
const reportFile = path.join(repoRoot, '.local/test-report.json');
const s3DataDir = path.join(repoRoot, '.local/versitygw/test');
/** Deletes every key matching one of the patterns given as arguments. */
const clearRedisScript = `
for _, pattern in ipairs(ARGV) do
  for _, key in ipairs(redis.call('KEYS', pattern)) do redis.call('DEL', key) end
end
return 0`;

async function recreateDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: localInfra.superuserUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}

function printSummary(exitCode: number): void {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numFailedTestSuites: number;
    };
    // A file that fails to load counts as a failure even though none of its tests ran.
    const failed = Math.max(report.numFailedTests, report.numFailedTestSuites);
    console.log(`\n${report.numPassedTests} passed, ${failed} failed, ${report.numPendingTests} skipped`);
  } catch {
    console.log(`\nno test report (vitest exit code ${exitCode})`);
  }
}

async function main(): Promise<number> {
  step('starting PostgreSQL, Redis and Kafka (deploy/local/infra.sh)');
  run('bash', ['deploy/local/infra.sh', 'start', 'all']);
  run('bash', ['deploy/local/ensure-chromium.sh']);
  run('bash', ['scripts/ensure-schemathesis.sh']);
  run('bash', ['scripts/ensure-stripe-mock.sh']);
  run('bash', ['scripts/ensure-versitygw.sh']);

  // Rate budgets and cached answers outlive a run (the gateway keeps them in Redis for minutes); a
  // run starting right after another must not inherit a spent budget or answers of an older build.
  step('clearing rate budgets and cached answers left in Redis by earlier runs');
  run('redis-cli', ['-u', testRedisUrl, 'EVAL', clearRedisScript, '0', 'ratelimit:*', 'cache:*']);

  step(`provisioning a fresh database "${testDatabase}"`);
  await recreateDatabase(testDatabase);
  const databaseUrls = await provisionDatabase({
    superuserUrl: localInfra.superuserUrl,
    database: testDatabase,
    services: databaseServices,
  });

  // The services do not need the web app: it is built while they start, and awaited before the web server starts.
  const webBuild = ensureWebBuildAsync();
  webBuild.catch(() => undefined);

  step('starting the stack on test ports');
  rmSync(logDir, { recursive: true, force: true });
  const mailCatcher = await startMailCatcher(testMail);
  const traceCatcher = await startTraceCatcher(testTraces);
  const stripeMock = await startStripeMock({ port: testStripeMock.port, logDir });
  // A fresh bucket folder each run, like the fresh database.
  rmSync(s3DataDir, { recursive: true, force: true });
  const s3Server = await startS3Server({ ...testS3, dataDir: s3DataDir, logDir });
  const s3Endpoint = `http://127.0.0.1:${testS3.port}`;
  let processes: TRunningProcess[] = [];
  let exitCode: number;
  try {
    processes = await startProcesses(
      stackProcessSpecs({
        ports: testPorts,
        databaseUrls,
        mail: { transport: 'smtp', smtpUrl: `smtp://127.0.0.1:${testMail.smtpPort}` },
        otlpEndpoint: `http://127.0.0.1:${testTraces.port}`,
        kafkaPrefix: kafkaPrefixes.test,
        redisUrl: testRedisUrl,
        extraGatewayEnv: { RATE_LIMIT_IP_PER_MINUTE: '500' },
        objectStore: {
          OBJECT_STORE: 's3',
          S3_ENDPOINT: s3Endpoint,
          S3_BUCKET: testS3.bucket,
          S3_ACCESS_KEY_ID: testS3.accessKeyId,
          S3_SECRET_ACCESS_KEY: testS3.secretAccessKey,
          S3_CREATE_BUCKET: 'true',
        },
      }),
      // The services side by side, then the web server, then the gateway (each stage once the one before is ready).
      {
        logDir,
        startStagesTogether: true,
        beforeStage: (stage) => (stage === 'web' ? webBuild : Promise.resolve()),
      },
    );
    step('running the tests');
    rmSync(reportFile, { force: true });
    const env = {
      ...devSecrets,
      // TEST_<NAME>_URL and TEST_<NAME>_OPS_URL of every workload of deploy/workloads.json.
      ...testWorkloadUrls(),
      TEST_MAIL_API_URL: `http://127.0.0.1:${testMail.httpPort}`,
      TEST_TRACES_API_URL: `http://127.0.0.1:${testTraces.port}`,
      // The billing tests' Stripe provider talks to stripe-mock (services/billing/README.md).
      STRIPE_API_BASE: `http://127.0.0.1:${testStripeMock.port}`,
      // The object-store tests' S3-compatible server (versitygw; packages/kit/test/object-store.test.ts).
      TEST_S3_ENDPOINT: s3Endpoint,
      TEST_S3_ACCESS_KEY_ID: testS3.accessKeyId,
      TEST_S3_SECRET_ACCESS_KEY: testS3.secretAccessKey,
      E2E_BASE_URL: localUrl(testPorts.public, 'gateway'),
      TEST_SUPERUSER_URL: localInfra.superuserUrl,
      TEST_DATABASE: testDatabase,
      TEST_CATALOGUE_DATABASE_URL: databaseUrls.catalogue!,
      // The stack's Redis; tests that flush or count on their own add a database of theirs (`/7`, `/8`, `/9`).
      TEST_REDIS_URL: testRedisUrl,
      TEST_KAFKA_BROKERS: localInfra.kafkaBrokers,
      TEST_RATE_LIMIT_IP_PER_MINUTE: '500',
    };
    try {
      await runAsync(
        'node_modules/.bin/vitest',
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
        env,
      );
      exitCode = 0;
    } catch {
      exitCode = 1;
    }
  } finally {
    step('stopping the test stack');
    await Promise.all(processes.map((running) => running.stop()));
    await mailCatcher.close();
    await traceCatcher.close();
    await stripeMock.close();
    await s3Server.close();
  }
  printSummary(exitCode);
  if (exitCode !== 0) console.error(`test stack logs: ${path.relative(repoRoot, logDir)}/`);
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
