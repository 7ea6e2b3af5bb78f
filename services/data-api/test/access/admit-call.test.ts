import { dataApiInterfaces } from '@matchwire/contracts/data-api/interfaces';
import type { TEntitlements } from '@matchwire/contracts/billing/entitlements';
import type { TProductCoverage } from '@matchwire/contracts/catalogue/product-coverage';
import { AppError } from '@matchwire/kit/errors/app-error';
import { describe, expect, it } from 'vitest';
import { admitCall, RefusedCall } from '../../src/access/admit-call.ts';
import { EntitlementDirectory } from '@matchwire/kit/entitlements/entitlement-directory';
import { InterfaceSwitches } from '../../src/access/interface-switches.ts';
import { KeyDirectory } from '../../src/access/key-directory.ts';
import type { TNamedLeague } from '../../src/access/named-league.ts';
import { ProductCoverage } from '../../src/access/product-coverage.ts';
import type { TKeyOwner } from '../../src/access/upstreams.ts';
import { MemoryCounters } from '../../src/metering/memory-counters.ts';

/**
 * The access checks in order, against the read models as account, billing and the catalogue
 * would fill them (their answers given here as data) and the in-process counters.
 */
const key = `mw_live_${'a'.repeat(32)}`;
const otherKey = `mw_live_${'b'.repeat(32)}`;
const now = new Date('2026-11-25T10:15:30Z');
const inAYear = '2027-11-25T00:00:00.000Z';
const matches = dataApiInterfaces().find((iface) => iface.ref === 'football.matches')!;
const boxScore = dataApiInterfaces().find((iface) => iface.ref === 'basketball.box-score')!;
/** The catalogue's seeded leagues of the football products these tests subscribe to. */
const seededCoverage: TProductCoverage = {
  products: [
    { productId: 82, sportType: 1, leagueIds: [36, 31, 34, 8, 11, 103, 113, 138, 140] },
    { productId: 83, sportType: 1, leagueIds: [36, 138, 140] },
    { productId: 54, sportType: 1, leagueIds: [103, 113] },
  ],
};

function setUp(
  options: { owner?: TKeyOwner; grants?: TEntitlements['grants']; coverage?: () => TProductCoverage } = {},
) {
  const owners = new Map<string, TKeyOwner>([
    [key, options.owner ?? { userId: 'u1', isActive: true, ipWhitelist: [] }],
  ]);
  let lookUps = 0;
  let coverageAsks = 0;
  const deps = {
    keys: new KeyDirectory(async (apiKey) => (lookUps++, owners.get(apiKey))),
    entitlements: new EntitlementDirectory(async (userId) => ({
      userId,
      grants: options.grants ?? [
        { source: 'trial', sportType: 1, productId: null, dailyCallLimit: 200, delayMinutes: 2, validUntil: inAYear },
      ],
    })),
    coverage: new ProductCoverage(async () => (coverageAsks++, (options.coverage ?? (() => seededCoverage))())),
    switches: new InterfaceSwitches(),
    counters: new MemoryCounters(),
    frequencyLimitFactor: 1,
  };
  const admit = (
    call: { apiKey?: string; ip?: string; iface?: typeof matches; at?: Date; league?: TNamedLeague } = {},
  ) =>
    admitCall(deps, {
      apiKey: 'apiKey' in call ? call.apiKey : key,
      ip: call.ip ?? '198.51.100.7',
      iface: call.iface ?? matches,
      now: call.at ?? now,
      league: call.league,
    });
  return { deps, admit, owners, lookUps: () => lookUps, coverageAsks: () => coverageAsks };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RefusedCall)
      return { code: error.resultCode, status: error.status, headers: error.headers, message: error.message };
    throw error;
  }
  throw new Error('the call was admitted');
}

describe('the access checks of an API call', () => {
  it('admit a trial call with its limits in the RateLimit headers and its data 2 minutes old', async () => {
    const { admit } = setUp();
    const admitted = await admit();
    expect(admitted.at.toISOString()).toBe('2026-11-25T10:13:30.000Z');
    expect(admitted.headers).toEqual({
      'ratelimit-limit': '60',
      'ratelimit-remaining': '59',
      'ratelimit-reset': '30',
      'ratelimit-policy': '60;w=60, 200;w=86400',
    });
  });

  it('refuse a missing key (14001), an unknown or malformed one (14002), and an inactive owner (14002)', async () => {
    const { admit, lookUps } = setUp({ owner: { userId: 'u1', isActive: false, ipWhitelist: [] } });
    expect(await refusal(admit({ apiKey: undefined }))).toMatchObject({ code: 14001, status: 401 });
    expect(await refusal(admit({ apiKey: 'abc' }))).toMatchObject({ code: 14002, status: 401 });
    expect(lookUps()).toBe(0);
    expect(await refusal(admit({ apiKey: otherKey }))).toMatchObject({ code: 14002 });
    expect(await refusal(admit())).toMatchObject({ code: 14002 });
  });

  it('ask the account once per key, and again after the key was rotated', async () => {
    const { admit, deps, owners, lookUps } = setUp();
    await Promise.all([admit(), admit(), admit()]);
    expect(lookUps()).toBe(1);
    owners.delete(key);
    deps.keys.forgetUser('u1');
    expect(await refusal(admit())).toMatchObject({ code: 14002 });
  });

  it('refuse an address outside a non-empty whitelist (14003), and apply a new whitelist at once', async () => {
    const { admit, deps } = setUp({ owner: { userId: 'u1', isActive: true, ipWhitelist: ['203.0.113.0/24'] } });
    expect(await refusal(admit())).toMatchObject({ code: 14003, status: 403 });
    expect(await admit({ ip: '203.0.113.9' })).toBeDefined();
    deps.keys.setWhitelist('u1', []);
    expect(await admit()).toBeDefined();
  });

  it('refuse a sport or product no grant covers (14004), and a grant that expired', async () => {
    const { admit } = setUp({
      grants: [
        {
          source: 'subscription',
          sportType: 1,
          productId: 57,
          dailyCallLimit: null,
          delayMinutes: 0,
          validUntil: inAYear,
        },
      ],
    });
    // football/matches is not part of product 57 (Expected Goals).
    expect(await refusal(admit())).toMatchObject({ code: 14004, status: 403 });
    expect(await refusal(admit({ iface: boxScore }))).toMatchObject({ code: 14004 });
    const expired = setUp({
      grants: [
        {
          source: 'trial',
          sportType: 1,
          productId: null,
          dailyCallLimit: 200,
          delayMinutes: 2,
          validUntil: '2026-11-01T00:00:00Z',
        },
      ],
    });
    expect(await refusal(expired.admit())).toMatchObject({ code: 14004 });
  });

  it('serve a subscription in real time without a daily limit, preferring it to a trial', async () => {
    const { admit } = setUp({
      grants: [
        { source: 'trial', sportType: 1, productId: null, dailyCallLimit: 200, delayMinutes: 2, validUntil: inAYear },
        {
          source: 'subscription',
          sportType: 1,
          productId: 82,
          dailyCallLimit: null,
          delayMinutes: 0,
          validUntil: inAYear,
        },
      ],
    });
    const admitted = await admit();
    expect(admitted.at).toEqual(now);
    expect(admitted.headers['ratelimit-policy']).toBe('60;w=60');
  });

  it("refuse the trial's 201st call of the day (14005) until midnight UTC, not another sport's", async () => {
    const { admit, deps } = setUp();
    for (let minute = 0; minute < 4; minute++) {
      const at = new Date(now.getTime() + minute * 60_000);
      for (let call = 0; call < 50; call++) await admit({ at });
    }
    const refused = await refusal(admit({ at: new Date(now.getTime() + 5 * 60_000) }));
    expect(refused).toMatchObject({ code: 14005, status: 429 });
    expect(refused.headers['retry-after']).toBe(
      String(Math.ceil((Date.parse('2026-11-26T00:00:00Z') - now.getTime() - 5 * 60_000) / 1000)),
    );
    expect(await deps.counters.trialCallsOn('u1', 1, '2026-11-25')).toBe(200);
    expect(await admit({ at: new Date('2026-11-26T00:00:01Z') })).toBeDefined();
  });

  it('refuse the 61st call of a minute to a 60-a-minute interface (14006), giving the trial call back', async () => {
    const { admit, deps } = setUp();
    for (let call = 0; call < 60; call++) await admit();
    const refused = await refusal(admit());
    expect(refused).toMatchObject({ code: 14006, status: 429 });
    expect(refused.headers).toMatchObject({ 'retry-after': '30', 'ratelimit-remaining': '0' });
    expect(await deps.counters.trialCallsOn('u1', 1, '2026-11-25')).toBe(60);
    expect(await admit({ at: new Date(now.getTime() + 30_000) })).toBeDefined();
  });

  it('refuse a switched-off interface (14007) with its reason, until it is switched on', async () => {
    const { admit, deps } = setUp();
    deps.switches.apply({ ref: 'football.matches', isEnabled: false, reason: 'maintenance until 11:00 UTC' });
    const refused = await refusal(admit());
    expect(refused).toMatchObject({ code: 14007, status: 403 });
    deps.switches.apply({ ref: 'football.matches', isEnabled: true, reason: '' });
    expect(await admit()).toBeDefined();
  });
});

const trial = {
  source: 'trial',
  sportType: 1,
  productId: null,
  dailyCallLimit: 200,
  delayMinutes: 2,
  validUntil: inAYear,
} as const;
const subscriptionTo = (productId: number) =>
  ({
    source: 'subscription',
    sportType: 1,
    productId,
    dailyCallLimit: null,
    delayMinutes: 0,
    validUntil: inAYear,
  }) as const;
const competition = (leagueId: number): TNamedLeague => ({ word: 'competition', leagueId });

describe('the league a call names (competitionId, tournamentId)', () => {
  it("admit a subscriber's call naming a league of the product, and refuse another league (14004) by name", async () => {
    const { admit, deps } = setUp({ grants: [subscriptionTo(83)] });
    expect((await admit({ league: competition(36) })).grant.productId).toBe(83);
    const refused = await refusal(admit({ league: competition(31) }));
    expect(refused).toMatchObject({
      code: 14004,
      status: 403,
      message: 'Auth error: your plan (product 83) does not include competition 31',
    });
    // Refused before anything is counted: the minute's budget is untouched.
    expect((await admit({ league: competition(138) })).headers['ratelimit-remaining']).toBe('58');
    expect(await deps.counters.trialCallsOn('u1', 1, '2026-11-25')).toBe(0);
  });

  it('name every product of several subscriptions, and let any of them cover the league', async () => {
    const { admit } = setUp({ grants: [subscriptionTo(83), subscriptionTo(54)] });
    expect((await admit({ league: competition(103) })).grant.productId).toBe(54);
    // A list naming no league is narrowed to the leagues of both.
    expect((await admit()).planProducts).toEqual([83, 54]);
    expect(await refusal(admit({ league: { word: 'tournament', leagueId: 5001 } }))).toMatchObject({
      code: 14004,
      message: 'Auth error: your plans (products 83, 54) do not include tournament 5001',
    });
  });

  it('let a trial cover every league of its sport without asking the catalogue', async () => {
    const { admit, coverageAsks } = setUp({ coverage: () => Promise.reject(new Error('down')) as never });
    const admitted = await admit({ league: competition(31) });
    expect(admitted.grant.source).toBe('trial');
    expect(coverageAsks()).toBe(0);
  });

  it("fall back to a trial of the sport for a league the subscription lacks, spending the trial's call", async () => {
    const { admit, deps } = setUp({ grants: [trial, subscriptionTo(83)] });
    expect((await admit({ league: competition(36) })).grant.source).toBe('subscription');
    const admitted = await admit({ league: competition(31) });
    expect(admitted.grant.source).toBe('trial');
    expect(admitted.planProducts).toEqual([]);
    expect(admitted.at.toISOString()).toBe('2026-11-25T10:13:30.000Z');
    expect(await deps.counters.trialCallsOn('u1', 1, '2026-11-25')).toBe(1);
  });

  it('keep the answer to a call naming no league, and never ask the catalogue for it', async () => {
    const { admit, coverageAsks } = setUp({ grants: [subscriptionTo(83)] });
    expect((await admit()).grant.productId).toBe(83);
    expect(coverageAsks()).toBe(0);
  });

  it('ask the catalogue once, again after a product changed, and apply its new leagues', async () => {
    let leagues = [36, 138, 140];
    const { admit, deps, coverageAsks } = setUp({
      grants: [subscriptionTo(83)],
      coverage: () => ({ products: [{ productId: 83, sportType: 1, leagueIds: leagues }] }),
    });
    await Promise.all([admit({ league: competition(36) }), admit({ league: competition(140) })]);
    expect(await refusal(admit({ league: competition(31) }))).toMatchObject({ code: 14004 });
    expect(coverageAsks()).toBe(1);
    leagues = [36, 31];
    deps.coverage.forget();
    expect((await admit({ league: competition(31) })).grant.productId).toBe(83);
    expect(await refusal(admit({ league: competition(140) }))).toMatchObject({ code: 14004 });
    expect(coverageAsks()).toBe(2);
  });

  it("answer 10007 (the caller's) while the catalogue cannot say, and ask it again on the next call", async () => {
    let isDown = true;
    const { admit } = setUp({
      grants: [subscriptionTo(83)],
      coverage: () => {
        if (isDown) throw new AppError('serviceUnavailable');
        return seededCoverage;
      },
    });
    await expect(admit({ league: competition(36) })).rejects.toMatchObject({
      resultCode: 10007,
      status: 503,
      userId: 'u1',
    });
    isDown = false;
    expect((await admit({ league: competition(36) })).grant.productId).toBe(83);
  });

  it('refuse a product the catalogue does not list for any league', async () => {
    const { admit } = setUp({ grants: [subscriptionTo(56)], coverage: () => ({ products: [] }) });
    expect(await refusal(admit({ league: competition(36) }))).toMatchObject({
      code: 14004,
      message: 'Auth error: your plan (product 56) does not include competition 36',
    });
  });
});
