/**
 * The data API through the gateway (issue 14): an API client calls `/v1/…` with the key the
 * console shows, without the site's signing; each access check answers its result code; keys,
 * whitelists and entitlements change through account's and billing's events within a second;
 * every call is metered and shows on the usage page.
 */
import { describe, expect, it } from 'vitest';
import { BrowserSession, registerAndActivate, uniqueEmail } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { newVisitor } from '../support/gateway-client.ts';
import { sportsWorld } from '../../services/data-api/src/world/sports-world.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers differ per interface; tests read what they assert
type TApiAnswer = { status: number; headers: Headers; body: { resultCode: number; resultInfo: string; data?: any } };

async function callApi(
  path: string,
  options: { key?: string; headerKey?: string; ip?: string } = {},
): Promise<TApiAnswer> {
  const url = new URL(path, testEnv.gatewayUrl);
  if (options.key !== undefined) url.searchParams.set('key', options.key);
  const response = await fetch(url, {
    headers: {
      ...(options.headerKey ? { 'x-api-key': options.headerKey } : {}),
      // The test runs on loopback, a trusted proxy: the gateway takes the client's address from here.
      'x-forwarded-for': options.ip ?? '198.51.100.20',
    },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as TApiAnswer['body'] };
}

async function customerWithTrial(sportType: 1 | 2 | 3 | undefined, prefix: string) {
  // Each customer from an address of its own: registrations are throttled per address.
  const session = await registerAndActivate(uniqueEmail(prefix), newVisitor());
  if (sportType)
    expect((await session.post('/api/trial/start', { sportType: String(sportType) })).body.resultCode).toBe(0);
  const revealed = await session.post('/api/user/apiKey/reveal');
  expect(revealed.body.resultCode).toBe(0);
  return { session, key: revealed.body.data.apiKey as string };
}

/** Within a second or two: what events make true. */
async function soon(probe: () => Promise<number>, expected: number): Promise<void> {
  await expect.poll(probe, { timeout: 5000, interval: 100 }).toBe(expected);
}

describe('the data API through the gateway', () => {
  it('answers a trial key with live data, RateLimit headers and CORS, by query field or header', async () => {
    const { key } = await customerWithTrial(1, 'api-trial');
    const byQuery = await callApi('/v1/football/matches', { key });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toMatchObject({ resultCode: 0, resultInfo: 'Success' });
    expect(Array.isArray(byQuery.body.data.list)).toBe(true);
    expect(byQuery.headers.get('ratelimit-limit')).toBe('60');
    expect(Number(byQuery.headers.get('ratelimit-remaining'))).toBeLessThan(60);
    expect(byQuery.headers.get('ratelimit-policy')).toBe('60;w=60, 200;w=86400');
    expect(byQuery.headers.get('access-control-allow-origin')).toBe('*');
    const byHeader = await callApi('/v1/football/live', { headerKey: key });
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers.get('ratelimit-limit')).toBe('120');
    // A trial sees live data 2 minutes old: nothing in it changed later than that.
    const newest = Math.max(0, ...byHeader.body.data.list.map((match: { updatedAt: number }) => match.updatedAt));
    expect(newest).toBeLessThanOrEqual(Date.now() / 1000 - 115);
  });

  it('refuses without a key (14001), a wrong key (14002), bad parameters (14008) and unknown paths (10005)', async () => {
    const { key } = await customerWithTrial(1, 'api-refusals');
    expect(await callApi('/v1/football/matches')).toMatchObject({ status: 401, body: { resultCode: 14001 } });
    expect(await callApi('/v1/football/matches', { key: `mw_live_${'x'.repeat(32)}` })).toMatchObject({
      status: 401,
      body: { resultCode: 14002 },
    });
    expect(await callApi('/v1/football/matches?date=25-11-2026', { key })).toMatchObject({
      status: 400,
      body: { resultCode: 14008, resultInfo: 'Bad param and date format: date: must be a date, YYYY-MM-DD' },
    });
    expect(await callApi('/v1/football/matches?colour=red', { key })).toMatchObject({
      status: 400,
      body: { resultCode: 14008, resultInfo: 'Bad param: colour is not a parameter of this interface' },
    });
    expect(await callApi('/v1/football/nothing', { key })).toMatchObject({ status: 404, body: { resultCode: 10005 } });
    // Operations see every call, also those refused before a key was known.
    const metrics = await (await fetch(`${testEnv.serviceOpsUrls['data-api']}/metrics`)).text();
    expect(metrics).toMatch(/^data_api_calls_total\{ref="football\.matches",result_code="14001"[^}]*\} [1-9]/m);
    expect(metrics).toMatch(/^data_api_calls_total\{ref="football\.matches",result_code="14008"[^}]*\} [1-9]/m);
  });

  it('refuses a rotated key at once, and serves the new one', async () => {
    const { session, key } = await customerWithTrial(1, 'api-rotate');
    expect((await callApi('/v1/football/competitions', { key })).status).toBe(200);
    const rotated = await session.post('/api/user/apiKey/regenerate');
    expect(rotated.body.resultCode).toBe(0);
    await soon(async () => (await callApi('/v1/football/competitions', { key })).body.resultCode, 14002);
    expect((await callApi('/v1/football/competitions', { key: rotated.body.data.apiKey })).status).toBe(200);
  });

  it("refuses an address outside the key's whitelist (14003), as the gateway's trusted-proxy rule resolves it", async () => {
    const { session, key } = await customerWithTrial(1, 'api-whitelist');
    expect((await callApi('/v1/football/competitions', { key, ip: '198.51.100.20' })).status).toBe(200);
    expect((await session.post('/api/user/ipWhitelist/add', { entry: '203.0.113.0/24' })).body.resultCode).toBe(0);
    await soon(
      async () => (await callApi('/v1/football/competitions', { key, ip: '198.51.100.20' })).body.resultCode,
      14003,
    );
    expect((await callApi('/v1/football/competitions', { key, ip: '203.0.113.77' })).status).toBe(200);
    expect((await session.post('/api/user/ipWhitelist/add', { entry: '2001:db8::/32' })).body.resultCode).toBe(0);
    await soon(
      async () => (await callApi('/v1/football/competitions', { key, ip: '2001:db8:1::5' })).body.resultCode,
      0,
    );
    expect((await session.post('/api/user/ipWhitelist/remove', { entry: '203.0.113.0/24' })).body.resultCode).toBe(0);
    expect((await session.post('/api/user/ipWhitelist/remove', { entry: '2001:db8::/32' })).body.resultCode).toBe(0);
    await soon(
      async () => (await callApi('/v1/football/competitions', { key, ip: '198.51.100.20' })).body.resultCode,
      0,
    );
  });

  it('refuses a sport nobody granted (14004); a trial started through billing applies within a second', async () => {
    const { session, key } = await customerWithTrial(undefined, 'api-grant');
    expect(await callApi('/v1/basketball/live', { key })).toMatchObject({ status: 403, body: { resultCode: 14004 } });
    expect((await session.post('/api/trial/start', { sportType: '2' })).body.resultCode).toBe(0);
    await soon(async () => (await callApi('/v1/basketball/live', { key })).body.resultCode, 0);
    expect(await callApi('/v1/esports/lol/live', { key })).toMatchObject({ status: 403, body: { resultCode: 14004 } });
  });

  it('refuses the trial’s 201st call of the day (14005) and a 61st call in a minute (14006)', async () => {
    const { key } = await customerWithTrial(3, 'api-quota');
    // Four interfaces of 60 a minute or more: 200 calls spend the day's trial calls, not a frequency limit.
    const paths = [
      '/v1/esports/lol/live',
      '/v1/esports/dota2/live',
      '/v1/esports/csgo/live',
      '/v1/esports/teams?game=lol',
    ];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => callApi(paths[index % 4]!, { key }).then((answer) => answer.status)),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(200);
    const over = await callApi('/v1/esports/tournaments?game=csgo', { key });
    expect(over).toMatchObject({ status: 429, body: { resultCode: 14005 } });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');

    const frequent = await customerWithTrial(1, 'api-frequency');
    // Sixty-one calls inside one minute: start early in a minute.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const statuses = await Promise.all(
      Array.from({ length: 61 }, () =>
        callApi('/v1/football/competitions', { key: frequent.key }).then((answer) => answer.body.resultCode),
      ),
    );
    expect(statuses.filter((code) => code === 0)).toHaveLength(60);
    expect(statuses.filter((code) => code === 14006)).toHaveLength(1);
  });

  it('refuses an interface staff switched off (14007) until it is switched on again', async () => {
    const { key } = await customerWithTrial(1, 'api-switch');
    const setStatus = (isEnabled: boolean, reason = '') =>
      fetch(`${testEnv.dataApiUrl}/internal/interfaces/football.standings/status`, {
        method: 'POST',
        headers: { ...testEnv.asBackoffice, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ isEnabled: String(isEnabled), reason }).toString(),
      });
    expect((await setStatus(false, 'maintenance')).status).toBe(200);
    try {
      expect(await callApi('/v1/football/standings?seasonId=1', { key })).toMatchObject({
        status: 403,
        body: { resultCode: 14007, resultInfo: 'Interface disabled: maintenance' },
      });
    } finally {
      expect((await setStatus(true)).status).toBe(200);
    }
  });

  it('meters every call: the usage page shows calls per day, per interface, errors and the last calls', async () => {
    const { session, key } = await customerWithTrial(1, 'api-usage');
    expect((await callApi('/v1/football/matches', { key })).status).toBe(200);
    expect((await callApi('/v1/football/matches?date=tomorrow', { key })).status).toBe(400);
    const usage = async () => (await session.get('/api/usage/summary')).body.data;
    await expect
      .poll(async () => (await usage()).interfaces, { timeout: 10_000, interval: 250 })
      .toEqual([{ ref: 'football.matches', path: '/v1/football/matches', calls: 2, errors: 1 }]);
    const summary = await usage();
    expect(summary.days).toHaveLength(30);
    expect(summary.days.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), calls: 2, errors: 1 });
    expect(summary.errorsByCode).toEqual([{ resultCode: 14008, status: 400, calls: 1 }]);
    expect(summary.quotas).toEqual([
      expect.objectContaining({
        sportType: 1,
        source: 'trial',
        dailyCallLimit: 200,
        usedToday: 2,
        remaining: 198,
        delayMinutes: 2,
      }),
    ]);
    expect(
      summary.recent.map((call: { status: number; path: string; ip: string }) => [call.status, call.path, call.ip]),
    ).toEqual([
      [400, '/v1/football/matches', '198.51.100.20'],
      [200, '/v1/football/matches', '198.51.100.20'],
    ]);
    expect((await new BrowserSession().get('/api/usage/summary')).body.resultCode).toBe(11007);
  });
});

describe('live data through the gateway', () => {
  it('changes between two calls while matches are in progress', async () => {
    // A trial sees two minutes back: a sport with events in the next minute of that view changes within it.
    const trialSeesNow = Date.now() - 2 * 60_000;
    const { sportType, livePath } = sportWithTrialEvents(trialSeesNow + 5000, trialSeesNow + 60_000, 1);
    const { key } = await customerWithTrial(sportType, 'api-live');
    const first = await callApi(`/v1/${livePath}`, { key });
    expect(first.status).toBe(200);
    expect(first.body.data.list.length).toBeGreaterThan(0);
    await expect
      .poll(async () => JSON.stringify((await callApi(`/v1/${livePath}`, { key })).body.data), {
        timeout: 80_000,
        interval: 2000,
      })
      .not.toBe(JSON.stringify(first.body.data));
  }, 90_000);

  it('streams match events in order as Server-Sent Events, resuming after the last one seen', async () => {
    // From eight minutes back: what happened since (a trial sees up to two minutes ago) comes at once.
    // A sport's matches have quiet minutes (breaks, half-time, no game on), so the stream read is
    // of a sport whose (deterministic) world had at least three events in that window.
    const resumeFromMs = Date.now() - 8 * 60_000;
    const { sportType, sport } = sportWithTrialEvents(resumeFromMs, Date.now() - 2 * 60_000, 3);
    const { key } = await customerWithTrial(sportType, 'api-stream');
    /** The first `count` events the stream sends after `lastEventId`. */
    const read = async (lastEventId: string, count: number) => {
      const controller = new AbortController();
      const response = await fetch(`${testEnv.gatewayUrl}/v1/${sport}/live/stream?key=${key}`, {
        headers: { 'x-forwarded-for': '198.51.100.20', 'last-event-id': lastEventId },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const decoder = new TextDecoder();
      const reader = response.body!.getReader();
      let text = '';
      while ((text.match(/^event: match-event$/gm)?.length ?? 0) < count) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      controller.abort();
      return text
        .split('\n\n')
        .filter((message) => message.startsWith('event: match-event'))
        .slice(0, count)
        .map((message) => {
          const id = /^id: (.+)$/m.exec(message)![1]!;
          return { id, event: JSON.parse(/^data: (.+)$/m.exec(message)![1]!) };
        });
    };
    const events = await read(`${resumeFromMs}-0-0`, 3);
    expect(events).toHaveLength(3);
    const order = events.map(({ event }) => [event.occurredAt, event.matchId, event.eventId] as const);
    expect([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])).toEqual(order);
    for (const { event } of events) {
      expect(event.occurredAt).toBeGreaterThanOrEqual(Math.floor(resumeFromMs / 1000));
      // A trial's stream runs two minutes behind.
      expect(event.occurredAt).toBeLessThanOrEqual(Date.now() / 1000 - 115);
    }
    // Resuming after the first event sends what came after it, the second first.
    const resumed = await read(events[0]!.id, 2);
    expect(resumed.map(({ id }) => id)).toEqual([events[1]!.id, events[2]!.id]);
  }, 60_000);
});

/** The first sport whose live matches had at least `count` events between `fromMs` and `toMs` (the world is deterministic). */
/**
 * A sport whose world has at least `count` match events in the window, with the path of its live
 * scores: esports has one per game (`esports/lol/live`), so it names the game with the most events
 * (its stream, `esports/live/stream`, carries every game).
 */
function sportWithTrialEvents(fromMs: number, toMs: number, count: number) {
  const sports = [
    { sportType: 2, sport: 'basketball' },
    { sportType: 1, sport: 'football' },
    { sportType: 3, sport: 'esports' },
  ] as const;
  for (const candidate of sports) {
    const events = sportsWorld.events[candidate.sport](new Date(fromMs), new Date(toMs));
    if (events.length < count) continue;
    if (candidate.sport !== 'esports') return { ...candidate, livePath: `${candidate.sport}/live` };
    const byGame = Map.groupBy(events, (event) => event.game);
    const [game] = [...byGame].sort(([, a], [, b]) => b.length - a.length)[0]!;
    return { ...candidate, livePath: `esports/${game}/live` };
  }
  throw new Error(
    `no sport has ${count} match events between ${new Date(fromMs).toISOString()} and ${new Date(toMs).toISOString()}`,
  );
}
