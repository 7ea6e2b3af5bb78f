/**
 * The short event drills of issue 17 (deploy/local/drills/), one after another: the relay killed
 * mid-publish, the consumer killed between effect and commit, Kafka gone while the event-writing
 * services take requests, and PostgreSQL ending the services' sessions. Each counts every event
 * from the outbox to its consumer's effect: none lost, none applied twice. Each has a private
 * database and topics and reaches Kafka and PostgreSQL through proxies it cuts, so the shared
 * servers (and every other test) are untouched. The long runs: deploy/local/drills/README.md.
 */
import { describe, expect, it } from 'vitest';
import { runConsumerKillDrill } from '../../deploy/local/drills/events/consumer-kill.ts';
import { formatDrillResult, type TDrillResult } from '../../deploy/local/drills/events/drill-run.ts';
import { eventWritingServices, runKafkaOutageDrill } from '../../deploy/local/drills/events/kafka-outage.ts';
import { runPostgresRestartDrill } from '../../deploy/local/drills/events/postgres-restart.ts';
import { runRelayKillDrill } from '../../deploy/local/drills/events/relay-kill.ts';

const totals = (result: TDrillResult) => {
  console.log(formatDrillResult(result));
  const sum = (field: 'sent' | 'delivered' | 'onKafka' | 'lost' | 'duplicated') =>
    result.ledgers.reduce((total, ledger) => total + ledger[field], 0);
  return {
    sent: sum('sent'),
    delivered: sum('delivered'),
    onKafka: sum('onKafka'),
    lost: sum('lost'),
    duplicated: sum('duplicated'),
  };
};

describe('event drills', () => {
  it('relay killed mid-publish: every row reaches Kafka at least once and is applied once', async () => {
    const counted = totals(await runRelayKillDrill({ kills: 2, standbys: 2 }));
    expect(counted.onKafka).toBeGreaterThanOrEqual(counted.sent);
    expect(counted).toMatchObject({ sent: 200, delivered: 200, lost: 0, duplicated: 0 });
  }, 300_000);

  it('consumer killed between effect and commit: the redelivered event is applied once', async () => {
    const counted = totals(await runConsumerKillDrill({ kills: 2, events: 20 }));
    expect(counted).toMatchObject({ sent: 20, delivered: 20, lost: 0, duplicated: 0 });
  }, 300_000);

  it('Kafka gone: every event-writing service keeps answering, and every event arrives once afterwards', async () => {
    const result = await runKafkaOutageDrill({
      outageMs: 5000,
      beforeMs: 5000,
      afterMs: 0,
      writesPerSecond: 5,
      recoveryTimeoutMs: 120_000,
    });
    const counted = totals(result);
    expect(result.ledgers.map((ledger) => ledger.service)).toEqual(eventWritingServices);
    expect(counted.sent).toBeGreaterThan(0);
    expect(counted).toMatchObject({ lost: 0, duplicated: 0 });
    expect(result.isClean).toBe(true); // no request refused, recovery within its limit
  }, 300_000);

  it('PostgreSQL ends the sessions: the services answer again by themselves and every committed event arrives once', async () => {
    const result = await runPostgresRestartDrill({
      downMs: 3000,
      beforeMs: 5000,
      afterMs: 0,
      writesPerSecond: 5,
      recoveryTimeoutMs: 120_000,
    });
    const counted = totals(result);
    expect(counted.sent).toBeGreaterThan(0);
    expect(counted).toMatchObject({ lost: 0, duplicated: 0 });
    expect(result.isClean).toBe(true);
  }, 300_000);
});
