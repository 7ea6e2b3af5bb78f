/**
 * The gateway after a Redis FLUSHALL, on a redis-server of this file's own (the shared one holds
 * other files' keys): a visitor's budget starts again from nothing (at most one extra minute's
 * budget) and is refused again at its limit; a kept page is rendered once more and kept again.
 */
import { randomUUID } from 'node:crypto';
import { eventually } from '@matchwire/devinfra/eventually';
import { startPrivateRedis, type TPrivateRedis } from '@matchwire/devinfra/private-redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGateway } from '../src/app.ts';
import { buildGatewayUnderTest, limits, newVisitor, startUpstream } from './support/gateway-under-test.ts';

let redis: TPrivateRedis;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: TGateway;

beforeAll(async () => {
  redis = await startPrivateRedis();
  upstream = await startUpstream();
  gateway = await buildGatewayUnderTest(upstream.url, {}, redis.url);
});
afterAll(async () => {
  await gateway.stop();
  await upstream.close();
  await redis.stop();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const open = (path: string, visitor: Record<string, string>) =>
  gateway.app.inject({ url: path, headers: { accept: 'text/html', 'user-agent': BROWSER, ...visitor } });

describe('gateway after Redis is flushed', () => {
  it("counts a visitor's budget in Redis again and refuses at the limit", async () => {
    const visitor = newVisitor();
    // The first requests may count in process while the client connects; wait for Redis's count.
    await eventually(
      async () => (await open('/', visitor), await redis.client.keys('ratelimit:*')),
      (keys) => keys.length > 0,
      'the budget counted in Redis',
    );
    for (;;) if ((await open('/', visitor)).statusCode === 429) break;

    await redis.flushAll();
    const statuses: number[] = [];
    for (let request = 0; request <= limits.perIp; request += 1) statuses.push((await open('/', visitor)).statusCode);
    expect(statuses).toEqual([...Array<number>(limits.perIp).fill(200), 429]);
    expect(await redis.client.keys('ratelimit:*')).toHaveLength(1);
  });

  it('renders a kept page again once, then keeps it again', async () => {
    let renders = 0;
    upstream.answerPage = () => ({
      headers: { 'cache-control': 'public, max-age=0, s-maxage=60' },
      html: `<!doctype html><html lang="en"><p>render ${++renders}</p></html>`,
    });
    const path = `/docs?id=${randomUUID()}`;
    const whenKept = () =>
      eventually(
        () => open(path, newVisitor()),
        (answer) => answer.headers['x-cache'] === 'hit',
        'the page kept',
      );
    const renderOf = (body: string) => Number(/render (\d+)/.exec(body)?.[1]);
    const keptRender = renderOf((await whenKept()).body);

    await redis.flushAll();
    const afterFlush = await open(path, newVisitor());
    expect(afterFlush.headers['x-cache']).toBe('miss');
    expect(renderOf(afterFlush.body)).toBe(renders);
    expect(renders).toBeGreaterThan(keptRender);
    expect(renderOf((await whenKept()).body)).toBeGreaterThan(keptRender);
  });
});
