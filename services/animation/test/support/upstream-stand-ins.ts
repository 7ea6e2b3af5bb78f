import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLiveMatch } from '@matchwire/contracts/animation/live';
import type { TEntitlements } from '@matchwire/contracts/billing/entitlements';
import type { TLiveMatchAnswer } from '@matchwire/contracts/data-api/live-endpoints';
import { afterAll, beforeAll } from 'vitest';
import { animationOwnSecret } from './animation-under-test.ts';

type TGrant = TEntitlements['grants'][number];

/** A football trial valid for a year from the test's day. */
export const footballTrial: TGrant = {
  source: 'trial',
  sportType: 1,
  productId: null,
  dailyCallLimit: 200,
  delayMinutes: 2,
  validUntil: new Date(Date.now() + 365 * 86_400_000).toISOString(),
};

/**
 * Billing and the data API as the animation service calls them (their internal contracts, over
 * HTTP, caller `animation` with its own secret; anything else is refused): each customer's grants,
 * and the live football matches the test sets.
 */
export function useUpstreamStandIns() {
  const standIns = {
    url: '',
    grantsByUser: new Map<string, TGrant[]>(),
    /** How often billing was asked about each customer. */
    billingAsks: new Map<string, number>(),
    liveList: [] as TLiveMatch[],
    matches: new Map<number, TLiveMatchAnswer>(),
  };
  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const isAnimation =
      request.headers['x-mw-internal-caller'] === 'animation' &&
      request.headers['x-mw-internal-secret'] === animationOwnSecret;
    if (!isAnimation) return answer(403, { resultCode: 11016, resultInfo: 'No permission' });
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const ok = (data: object) => answer(200, { resultCode: 0, resultInfo: 'Success', data });
    const entitlements = /^\/internal\/entitlements\/([^/]+)$/.exec(url.pathname);
    if (entitlements) {
      const userId = decodeURIComponent(entitlements[1]!);
      standIns.billingAsks.set(userId, (standIns.billingAsks.get(userId) ?? 0) + 1);
      return ok({ userId, grants: standIns.grantsByUser.get(userId) ?? [] });
    }
    if (url.pathname === '/internal/live/football/matches') {
      return ok({ matchList: standIns.liveList.slice(0, Number(url.searchParams.get('limit'))), isFallback: false });
    }
    const match = /^\/internal\/live\/football\/matches\/(\d+)$/.exec(url.pathname);
    const found = match && standIns.matches.get(Number(match[1]));
    if (found) return ok(found);
    return answer(404, { resultCode: 10004, resultInfo: 'Object not found' });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    standIns.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return standIns;
}

/** A live football match of the given id: 1–0 after 23 minutes, with its two events and four players. */
export function footballMatch(matchId: number): TLiveMatchAnswer {
  const at = (minute: number) => new Date(Date.now() - (34 - minute) * 60_000).toISOString();
  return {
    match: {
      matchId,
      animType: 0,
      competitionName: 'Premier League',
      home: { name: 'Northfield Rovers', shortName: 'NOR', colour: '#d62828' },
      away: { name: 'Eastbrook City', shortName: 'EAS', colour: '#1d4ed8' },
      score: { home: 1, away: 0 },
      clock: "34'",
      period: 1,
      status: 'live',
      startsAt: at(0),
    },
    events: [
      {
        eventId: 1,
        type: 'kick-off',
        side: '',
        clock: "0'",
        period: 1,
        playerName: '',
        score: { home: 0, away: 0 },
        occurredAt: at(0),
      },
      {
        eventId: 2,
        type: 'goal',
        side: 'home',
        clock: "23'",
        period: 1,
        playerName: 'Ann Keeper',
        score: { home: 1, away: 0 },
        occurredAt: at(23),
      },
    ],
    players: [
      { playerId: 101, name: 'Ann Keeper' },
      { playerId: 102, name: 'Bo Striker' },
      { playerId: 201, name: 'Cy Winger' },
      { playerId: 202, name: 'Di Back' },
    ],
  };
}

/** A match id no simulated football match has (theirs are nine digits and more), different per call. */
export function unusedMatchId(): number {
  return 1_000_000 + Math.floor(Math.random() * 8_000_000);
}
