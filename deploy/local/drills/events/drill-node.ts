/**
 * The event drills' services (drill-services.ts) in a process of their own, so that a drill can
 * kill it with SIGKILL. The drill reads the `drill:` lines on stdout:
 *   drill:ready · drill:publishing <rows> · drill:effect <id> · drill:held <id> · drill:writes <ok> <failed>
 * Environment: DRILL_SERVICES (JSON [{ service, url, topic }]), DRILL_BROKERS, DRILL_ROLES
 * (writer,relay,consumer), DRILL_WRITES_PER_SECOND (per service), DRILL_LEASE_MS, DRILL_BATCH,
 * DRILL_HOLD_AT, DRILL_EFFECT_THROUGH_POOL=1, DRILL_START_ON_SIGNAL=1 (relays start at SIGUSR1).
 * SIGUSR2 stops the writers; SIGTERM stops everything cleanly; it ends itself when the drill is gone.
 */
import { startDrillServices } from './drill-services.ts';

const env = (name: string, fallback?: string) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};
const say = (line: string) => process.stdout.write(`drill:${line}\n`);
const services = startDrillServices({
  services: JSON.parse(env('DRILL_SERVICES')) as Array<{
    service: string;
    url: string;
    topic: string;
  }>,
  brokers: env('DRILL_BROKERS').split(','),
  roles: new Set(env('DRILL_ROLES').split(',')),
  writesPerSecond: Number(env('DRILL_WRITES_PER_SECOND', '20')),
  leaseMs: Number(env('DRILL_LEASE_MS', '5000')),
  batchSize: Number(env('DRILL_BATCH', '100')),
  holdAt: Number(env('DRILL_HOLD_AT', '0')),
  isEffectThroughPool: env('DRILL_EFFECT_THROUGH_POOL', '') === '1',
  isRelayOnSignal: env('DRILL_START_ON_SIGNAL', '') === '1',
  logLevel: env('DRILL_LOG_LEVEL', 'warn'),
  say,
});
const { writes } = services;
const reportWrites = setInterval(() => say(`writes ${writes.ok} ${writes.failed}`), 500);
// A drill killed itself leaves no node behind.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.exit(1), 1000).unref();
process.once('SIGUSR1', () => services.startRelays());
process.on('SIGUSR2', () => {
  services.stopWriting();
  // After the inserts in flight have answered.
  setTimeout(() => say(`writes ${writes.ok} ${writes.failed}`), 1000);
});
process.on('SIGTERM', async () => {
  clearInterval(reportWrites);
  await services.stop();
  say(`writes ${writes.ok} ${writes.failed}`);
  process.exit(0);
});
say('ready');
