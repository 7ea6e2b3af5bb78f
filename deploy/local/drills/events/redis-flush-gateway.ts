import { randomUUID } from 'node:crypto';
import {
  buildGatewayUnderTest,
  limits,
  newVisitor,
  startUpstream,
} from '../../../../gateway/test/support/gateway-under-test.ts';
import { everyInterval, msUntil, type TFlushedLoad } from './redis-flush-state.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';

/**
 * The gateway (its rate limits and rendered-page cache in the drill's Redis) in front of a
 * stand-in web server whose pages a shared cache may keep: visitors open a kept page and spend
 * their budgets. After the flush: how long until a visitor refused before it is refused again at
 * its limit (the budget counts in Redis from 0 again), and until the page is kept again.
 */
export async function startGatewayLoad(options: { redisUrl: string; pagesPerSecond: number }): Promise<TFlushedLoad> {
  const upstream = await startUpstream();
  let renders = 0;
  upstream.answerPage = () => ({
    headers: { 'cache-control': 'public, max-age=0, s-maxage=60' },
    html: `<!doctype html><html lang="en"><p>render ${++renders}</p></html>`,
  });
  const gateway = await buildGatewayUnderTest(upstream.url, {}, options.redisUrl);
  const path = `/docs?id=${randomUUID()}`;
  const open = (visitor: Record<string, string>) =>
    gateway.app.inject({ url: path, headers: { accept: 'text/html', 'user-agent': BROWSER, ...visitor } });
  const pages = everyInterval(1000 / options.pagesPerSecond, async () => {
    const answer = await open(newVisitor());
    if (answer.statusCode !== 200 && answer.statusCode !== 429) throw new Error(`page answered ${answer.statusCode}`);
  });
  // A visitor who spent the minute's budget before the flush.
  const spender = { 'x-forwarded-for': '203.0.113.250' };
  const refusedBefore = await msUntil(async () => (await open(spender)).statusCode === 429, Date.now(), 10_000);
  if (refusedBefore === undefined) throw new Error('the spending visitor was never refused before the flush');

  return {
    requests: pages.requests,
    async afterFlush(flushedAt) {
      const admitted: number[] = [];
      const [tripsMs, keptMs] = await Promise.all([
        msUntil(
          async () => {
            const status = (await open(spender)).statusCode;
            if (status === 200) admitted.push(status);
            return status === 429;
          },
          flushedAt,
          10_000,
        ),
        msUntil(async () => (await open(newVisitor())).headers['x-cache'] === 'hit', flushedAt, 10_000),
      ]);
      return [
        {
          state: 'gateway rate limit',
          isRebuilt: tripsMs !== undefined && admitted.length === limits.perIp,
          ms: tripsMs,
          detail: `a visitor refused before the flush was let through ${admitted.length} more times (budget ${limits.perIp}/min), then refused`,
        },
        {
          state: 'gateway page cache',
          isRebuilt: keptMs !== undefined,
          ms: keptMs,
          detail: `the page rendered again and kept (${renders} renders in all)`,
        },
      ];
    },
    stopLoad: () => pages.stop(),
    async stop() {
      await gateway.stop();
      await upstream.close();
    },
  };
}
