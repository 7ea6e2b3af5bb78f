/**
 * Kept pages across gateway replicas (docs/decisions/0022): two gateways on one Redis (a private
 * redis-server: this file kills connections and limits clients). A replica remembers which version
 * the store keeps under each key and serves its decoded copy without asking Redis, and hears from
 * Redis itself (client tracking) of every entry another replica keeps or drops, so that a drop
 * through one stops the other serving the old page at once; while it cannot hear, it asks Redis
 * on every hit, as before.
 */
import { randomUUID } from 'node:crypto';
import { eventually } from '@matchwire/devinfra/eventually';
import { startPrivateRedis, type TPrivateRedis } from '@matchwire/devinfra/private-redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGateway } from '../src/app.ts';
import { PAGE_CACHE_PREFIX } from '../src/routes/page-cache.ts';
import { RedisStore } from '../src/stores/redis-store.ts';
import { buildGatewayUnderTest, newVisitor, startUpstream } from './support/gateway-under-test.ts';

let redis: TPrivateRedis;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let replicas: TGateway[];
/** The replica that consumed a catalogue event drops the kept pages in the store (events/public-data-changed.ts). */
let dropper: RedisStore;
let renders = 0;

beforeAll(async () => {
  redis = await startPrivateRedis();
  upstream = await startUpstream();
  upstream.answerPage = () => ({
    headers: { 'cache-control': 'public, max-age=0, s-maxage=60' },
    html: `<!doctype html><html lang="en"><p>render ${++renders}</p></html>`,
  });
  replicas = [
    await buildGatewayUnderTest(upstream.url, {}, redis.url),
    await buildGatewayUnderTest(upstream.url, {}, redis.url),
  ];
  dropper = RedisStore.connect(redis.url);
  await dropper.whenConnected(5000);
  // Both replicas follow Redis's reports once their watchers have subscribed.
  await eventually(
    async () => (await redis.client.pubsub('NUMSUB', '__redis__:invalidate')) as [string, number],
    ([, subscribers]) => subscribers === 2,
    "both replicas' watchers",
  );
});
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await dropper.close();
  await upstream.close();
  await redis.stop();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const open = (replica: TGateway, path: string) =>
  replica.app.inject({ url: path, headers: { accept: 'text/html', 'user-agent': BROWSER, ...newVisitor() } });
const renderOf = (body: string) => Number(/render (\d+)/.exec(body)?.[1]);

async function keptThrough(replica: TGateway, path: string) {
  return eventually(
    () => open(replica, path),
    (answer) => answer.headers['x-cache'] === 'hit',
    `${path} kept`,
    5000,
  );
}

/** How many times Redis was asked for a kept page's version (GETRANGE), by anyone. */
async function versionReads(): Promise<number> {
  const stats = await redis.client.info('commandstats');
  return Number(/cmdstat_getrange:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

describe('kept pages across replicas', () => {
  it('serves hits from what a replica remembers, and stops serving a page dropped through another at once', async () => {
    const [first, second] = replicas as [TGateway, TGateway];
    const path = `/docs?id=${randomUUID()}`;
    const kept = renderOf((await keptThrough(first, path)).body);
    expect(renderOf((await keptThrough(second, path)).body)).toBe(kept);

    const readsBefore = await versionReads();
    for (let hit = 0; hit < 20; hit += 1) {
      const answer = await open(second, path);
      expect([answer.headers['x-cache'], renderOf(answer.body)]).toEqual(['hit', kept]);
    }
    expect(await versionReads()).toBe(readsBefore);

    expect(await dropper.clearCached(PAGE_CACHE_PREFIX)).toBeGreaterThan(0);
    const afterDrop = await open(second, path);
    expect(afterDrop.headers['x-cache']).toBe('miss');
    expect(renderOf(afterDrop.body)).toBeGreaterThan(kept);
    // What the other replica keeps now is what the first one serves next, not what it remembered.
    const renewed = renderOf((await keptThrough(second, path)).body);
    expect(renderOf((await keptThrough(first, path)).body)).toBe(renewed);
  });

  it('asks Redis on every hit while it cannot hear its reports, and remembers again once it can', async () => {
    const [, second] = replicas as [TGateway, TGateway];
    const path = `/faq?id=${randomUUID()}`;
    const kept = renderOf((await keptThrough(second, path)).body);
    const maxClients = (await redis.client.config('GET', 'maxclients')) as [string, string];
    try {
      // Both watchers lose their connections and cannot come back while Redis takes no new client.
      await redis.client.config('SET', 'maxclients', String((await connectedClients()) - 2));
      expect(await redis.client.call('CLIENT', 'KILL', 'TYPE', 'pubsub')).toBe(2);
      const readsBefore = await versionReads();
      for (let hit = 0; hit < 5; hit += 1) expect((await open(second, path)).headers['x-cache']).toBe('hit');
      expect(await versionReads()).toBe(readsBefore + 5);

      // Dropped while nobody could be told: the very next hit finds the version gone.
      const keys = (await redis.client.keys(`cache:${PAGE_CACHE_PREFIX}*`)).filter((key) => key.includes(path));
      expect(await redis.client.del(...keys)).toBe(1);
      const afterDrop = await open(second, path);
      expect(afterDrop.headers['x-cache']).toBe('miss');
      expect(renderOf(afterDrop.body)).toBeGreaterThan(kept);
    } finally {
      await redis.client.config('SET', 'maxclients', maxClients[1]);
    }
    await eventually(
      async () => (await redis.client.pubsub('NUMSUB', '__redis__:invalidate')) as [string, number],
      ([, subscribers]) => subscribers === 2,
      'the watchers back',
    );
    await keptThrough(second, path);
    await open(second, path);
    const readsBack = await versionReads();
    for (let hit = 0; hit < 5; hit += 1) expect((await open(second, path)).headers['x-cache']).toBe('hit');
    expect(await versionReads()).toBe(readsBack);
  });
});

async function connectedClients(): Promise<number> {
  const info = await redis.client.info('clients');
  return Number(/connected_clients:(\d+)/.exec(info)?.[1]);
}
