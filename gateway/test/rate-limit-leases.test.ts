/**
 * The visitors' counts taken from Redis a few places at a time (plugins/rate-limit-leases.ts), on a
 * redis-server of this file's own (its command statistics are this file's alone): two replicas
 * never let more calls through than the budget, one replica counts every call exactly, and a busy
 * visitor's calls share Redis round trips.
 */
import { randomUUID } from 'node:crypto';
import { startPrivateRedis, type TPrivateRedis } from '@matchwire/devinfra/private-redis';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RateLimitLeases, type TCount } from '../src/plugins/rate-limit-leases.ts';

const MINUTE = 60_000;
let redis: TPrivateRedis;
const replicaClients: Redis[] = [];

beforeAll(async () => {
  redis = await startPrivateRedis();
});
afterAll(async () => {
  for (const client of replicaClients) client.disconnect();
  await redis.stop();
});
beforeEach(async () => {
  await redis.client.config('RESETSTAT');
});

/** A gateway replica's counts, on a connection of its own. */
function newReplica(): RateLimitLeases {
  const client = new Redis(redis.url);
  replicaClients.push(client);
  return new RateLimitLeases(client);
}

function count(replica: RateLimitLeases, key: string, budget: number, windowMs = MINUTE): Promise<TCount> {
  return new Promise((resolve, reject) =>
    replica.count(key, windowMs, budget, (error, result) => (error ? reject(error) : resolve(result!))),
  );
}

/** How many places were taken from Redis (each lease is one INCRBY, run inside the script). */
async function leasesTaken(): Promise<number> {
  const stats = await redis.client.info('commandstats');
  return Number(/cmdstat_incrby:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

describe('rate-limit counts taken from Redis in leases', () => {
  it("counts one replica's calls 1, 2, 3 … in order, refusing past the budget, with a few round trips for many calls", async () => {
    const replica = newReplica();
    const key = `ratelimit:ip:${randomUUID()}`;
    const places: number[] = [];
    for (let call = 0; call < 130; call += 1) places.push((await count(replica, key, 120)).current);

    expect(places).toEqual(Array.from({ length: 130 }, (_, index) => index + 1));
    expect(Number(await redis.client.get(key))).toBe(130);
    // 120 admitted calls in leases of 1, 2, 4 … 32, then one place at a time near and past the budget.
    expect(await leasesTaken()).toBeLessThan(40);
  });

  it('hands out distinct places to calls that arrive together while the first lease is on its way', async () => {
    const replica = newReplica();
    const key = `ratelimit:user:${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 40 }, () => count(replica, key, 1000)));

    expect(counts.map((counted) => counted.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    for (const counted of counts) expect(counted.ttl).toBeGreaterThan(MINUTE - 5000);
  });

  it('never lets two replicas together through more calls than the budget', async () => {
    const [first, second] = [newReplica(), newReplica()];
    const key = `ratelimit:ip:${randomUUID()}`;
    const budget = 200;
    const places: number[] = [];
    // Bursts on one replica then the other, as a load balancer spreads a busy visitor.
    for (let round = 0; round < 30; round += 1) {
      const replica = round % 2 === 0 ? first : second;
      for (let call = 0; call < 10; call += 1) places.push((await count(replica, key, budget)).current);
    }

    const admitted = places.filter((place) => place <= budget);
    expect(new Set(places).size).toBe(places.length);
    expect(admitted.length).toBeLessThanOrEqual(budget);
    // Places one replica holds unused are lost to the other: at most a quarter of what was left each.
    expect(admitted.length).toBeGreaterThan(budget * 0.75);
  });

  it('starts a new window once the last one has ended, and counts again after Redis lost the key', async () => {
    const replica = newReplica();
    const key = `ratelimit:ip:${randomUUID()}`;
    for (let call = 0; call < 10; call += 1) await count(replica, key, 1000, 300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await count(replica, key, 1000, 300)).current).toBe(1);

    const lostKey = `ratelimit:ip:${randomUUID()}`;
    // Places 1, 2–3, 4–7 taken; 5–7 still held when Redis loses the key (a flush, a failover).
    for (let call = 0; call < 4; call += 1) await count(replica, lostKey, 1000, MINUTE);
    await redis.client.del(lostKey);
    const after: number[] = [];
    for (let call = 0; call < 8; call += 1) after.push((await count(replica, lostKey, 1000, MINUTE)).current);
    expect(after).toEqual([5, 6, 7, 1, 2, 3, 4, 5]);
    expect(await redis.client.pttl(lostKey)).toBeGreaterThan(MINUTE - 5000);
  });
});
