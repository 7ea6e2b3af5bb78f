/**
 * The league rule of the access checks through the data API's own routes (inject), as server.ts
 * builds it: a subscriber's call naming a league (`competitionId`, `tournamentId`) their product
 * does not list is refused with 14004 and metered; a product change on the bus makes the next call
 * ask the catalogue again. Account, billing and the catalogue are stand-ins answering their
 * internal contracts; the bus is the in-memory one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TEntitlements } from '@matchwire/contracts/billing/entitlements';
import type { TProductCoverage } from '@matchwire/contracts/catalogue/product-coverage';
import { buildEvent } from '@matchwire/kit/bus/publish';
import { ChangeKind, encodeEnvelope } from '@matchwire/proto';
import { afterAll, describe, expect, it } from 'vitest';
import { useDataApiUnderTest } from './support/data-api-under-test.ts';

const now = new Date('2026-11-25T18:00:00.000Z');
const inAYear = '2027-11-25T00:00:00.000Z';

/** Each key's owner is `user-<first letter after the prefix>`. */
const keyOf = (letter: string) => `mw_live_${letter.repeat(32)}`;
const grantsByUser = new Map<string, TEntitlements['grants']>();
const coverage: TProductCoverage = {
  products: [
    { productId: 83, sportType: 1, leagueIds: [36, 138, 140] },
    { productId: 91, sportType: 3, leagueIds: [5101, 5102, 5103, 5104] },
  ],
};
const catalogue = { asks: 0, isDown: false, callers: new Set<string>() };

function standIn(answer: (url: URL, headers: Record<string, unknown>) => unknown): Server {
  return createServer((request, response) => {
    const data = answer(new URL(request.url ?? '/', 'http://stand-in'), request.headers);
    response.setHeader('content-type', 'application/json');
    if (data === undefined) {
      response.statusCode = 503;
      response.end(JSON.stringify({ resultCode: 10007, resultInfo: 'Service temporarily unavailable' }));
      return;
    }
    response.end(JSON.stringify({ resultCode: 0, resultInfo: 'Success', data }));
  });
}

const servers = {
  account: standIn((url) => {
    const letter = url.searchParams.get('key')?.slice('mw_live_'.length, 'mw_live_'.length + 1);
    return { userId: `user-${letter}`, isActive: true, ipWhitelist: [] };
  }),
  billing: standIn((url) => {
    const userId = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    return { userId, grants: grantsByUser.get(userId) ?? [] };
  }),
  catalogue: standIn((url, headers) => {
    catalogue.asks++;
    catalogue.callers.add(`${String(headers['x-mw-internal-caller'])} ${url.pathname}`);
    return catalogue.isDown ? undefined : structuredClone(coverage);
  }),
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const urls = {
  account: await listen(servers.account),
  billing: await listen(servers.billing),
  catalogue: await listen(servers.catalogue),
};
afterAll(async () => {
  for (const server of Object.values(servers)) await new Promise((resolve) => server.close(resolve));
});

const under = useDataApiUnderTest({
  clock: () => now,
  env: { ACCOUNT_URL: urls.account, BILLING_URL: urls.billing, CATALOGUE_URL: urls.catalogue },
});

const subscriptionTo = (productId: number, sportType: 1 | 2 | 3 = 1) => ({
  source: 'subscription' as const,
  sportType,
  productId,
  dailyCallLimit: null,
  delayMinutes: 0,
  validUntil: inAYear,
});
const trial = {
  source: 'trial' as const,
  sportType: 1 as const,
  productId: null,
  dailyCallLimit: 200,
  delayMinutes: 2,
  validUntil: inAYear,
};

async function call(letter: string, pathAndQuery: string) {
  const response = await under.service.app.inject({
    method: 'GET',
    url: pathAndQuery,
    headers: { 'x-api-key': keyOf(letter) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("a subscriber's call naming a league", () => {
  it('is answered for a league of the product and refused (14004, metered) for another', async () => {
    grantsByUser.set('user-a', [subscriptionTo(83)]);
    const allowed = await call('a', '/v1/football/matches?competitionId=36&date=2026-11-28');
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.list.every((match: { competitionId: number }) => match.competitionId === 36)).toBe(true);

    const refused = await call('a', '/v1/football/matches?competitionId=31');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      resultCode: 14004,
      resultInfo: 'Auth error: your plan (product 83) does not include competition 31',
    });
    await expect
      .poll(async () => (await under.service.deps.counters.recent('user-a')).map((recent) => recent.resultCode))
      .toEqual([14004, 0]);
    expect([...catalogue.callers]).toEqual(['data-api /internal/products/coverage']);
  });

  it('is refused in esports by tournament, and on a live event stream by competition', async () => {
    grantsByUser.set('user-b', [subscriptionTo(91, 3)]);
    expect((await call('b', '/v1/esports/dota2/matches?tournamentId=5001')).body).toMatchObject({
      resultCode: 14004,
      resultInfo: 'Auth error: your plan (product 91) does not include tournament 5001',
    });
    expect((await call('b', '/v1/esports/live/stream?competitionId=5201')).body).toMatchObject({
      resultCode: 14004,
      resultInfo: 'Auth error: your plan (product 91) does not include competition 5201',
    });
  });

  it('keeps the access checks before the parameters: a broken league id is 14008 once admitted', async () => {
    grantsByUser.set('user-c', [subscriptionTo(83)]);
    expect((await call('c', '/v1/football/matches?competitionId=abc')).body).toMatchObject({ resultCode: 14008 });
    grantsByUser.set('user-d', []);
    expect((await call('d', '/v1/football/matches?competitionId=abc')).body).toMatchObject({ resultCode: 14004 });
  });

  it('goes through a trial of the sport when the subscription lacks the league', async () => {
    grantsByUser.set('user-e', [subscriptionTo(83), trial]);
    const answered = await call('e', '/v1/football/matches?competitionId=31');
    expect(answered.status).toBe(200);
    expect(answered.headers['ratelimit-policy']).toBe('60;w=60, 200;w=86400');
  });

  it("is answered as the product's new leagues say once catalogue.product-changed.v1 arrives", async () => {
    grantsByUser.set('user-f', [subscriptionTo(83)]);
    expect((await call('f', '/v1/football/live?competitionId=31')).body.resultCode).toBe(14004);
    const asksBefore = catalogue.asks;
    coverage.products[0]!.leagueIds.push(31);
    await under.bus.publish([
      envelopeOf({ productId: 83, change: ChangeKind.UPDATED, sportType: 1, englishName: 'EPL', status: 1 }),
    ]);
    await expect.poll(async () => (await call('f', '/v1/football/live?competitionId=31')).status).toBe(200);
    expect(catalogue.asks).toBe(asksBefore + 1);
    // And a league taken off the product is refused again.
    coverage.products[0]!.leagueIds.pop();
    await under.bus.publish([
      envelopeOf({ productId: 83, change: ChangeKind.UPDATED, sportType: 1, englishName: 'EPL', status: 1 }),
    ]);
    await expect.poll(async () => (await call('f', '/v1/football/live?competitionId=31')).body.resultCode).toBe(14004);
  });

  it('answers 10007 while the catalogue cannot say, but a list not narrowed, or a trial, does not need it', async () => {
    grantsByUser.set('user-g', [subscriptionTo(83)]);
    grantsByUser.set('user-h', [trial]);
    catalogue.isDown = true;
    await under.bus.publish([
      envelopeOf({ productId: 58, change: ChangeKind.UPDATED, sportType: 1, englishName: 'x', status: 2 }),
    ]);
    await expect
      .poll(async () => (await call('g', '/v1/football/matches?competitionId=36')).body.resultCode)
      .toBe(10007);
    expect((await call('g', '/v1/football/matches')).body.resultCode).toBe(10007);
    // Live scores' items carry no league: answered in full, without the catalogue.
    expect((await call('g', '/v1/football/live')).status).toBe(200);
    expect((await call('h', '/v1/football/matches?competitionId=31')).status).toBe(200);
    catalogue.isDown = false;
    expect((await call('g', '/v1/football/matches?competitionId=36')).status).toBe(200);
  });
});

describe("a subscriber's list naming no league", () => {
  const covered = new Set([36, 138, 140]);
  const day = '2026-11-28';

  it("keeps only the plan's competitions, counted and paged after", async () => {
    grantsByUser.set('user-i', [subscriptionTo(83)]);
    grantsByUser.set('user-j', [trial]);
    const competitions = (await call('i', '/v1/football/competitions')).body.data;
    expect(competitions.list.map((item: { competitionId: number }) => item.competitionId).sort()).toEqual([
      138, 140, 36,
    ]);
    expect(competitions).toMatchObject({ total: 3, page: 1, pageSize: 50 });

    const everyMatch = (await call('j', `/v1/football/matches?date=${day}&pageSize=100`)).body.data;
    const planMatches = everyMatch.list
      .filter((match: { competitionId: number }) => covered.has(match.competitionId))
      .map((match: { matchId: number }) => match.matchId);
    expect(planMatches.length).toBeGreaterThan(1);
    expect(planMatches.length).toBeLessThan(everyMatch.list.length);
    const narrowed = (await call('i', `/v1/football/matches?date=${day}&pageSize=100`)).body.data;
    expect(narrowed.list.map((match: { matchId: number }) => match.matchId)).toEqual(planMatches);
    expect(narrowed.total).toBe(planMatches.length);
    const secondPage = (await call('i', `/v1/football/matches?date=${day}&pageSize=1&page=2`)).body.data;
    expect(secondPage).toMatchObject({ total: planMatches.length, page: 2, pageSize: 1 });
    expect(secondPage.list.map((match: { matchId: number }) => match.matchId)).toEqual([planMatches[1]]);
  });

  it("keeps only the plan's tournaments in esports: a Dota 2 plan lists no League of Legends one", async () => {
    grantsByUser.set('user-k', [subscriptionTo(91, 3)]);
    const dota2 = (await call('k', '/v1/esports/tournaments?game=dota2')).body.data;
    expect(dota2.list.map((item: { tournamentId: number }) => item.tournamentId).sort()).toEqual([
      5101, 5102, 5103, 5104,
    ]);
    expect(dota2.total).toBe(4);
    expect((await call('k', '/v1/esports/tournaments?game=lol')).body.data).toMatchObject({ total: 0, list: [] });
  });
});

function envelopeOf(payload: {
  productId: number;
  change: ChangeKind;
  sportType: number;
  englishName: string;
  status: number;
}) {
  const envelope = buildEvent('catalogue', 'catalogue.product-changed.v1', payload, String(payload.productId));
  return { topic: envelope.type, key: envelope.key, value: encodeEnvelope(envelope) };
}
