import { decodeEnvelope, decodePayload } from '@matchwire/proto';
import { describe, expect, it } from 'vitest';
import { callAsBackoffice, identityHeaders } from './support/catalogue-under-test.ts';
import { useCatalogueTestFile } from './support/catalogue-test-file.ts';

const catalogue = useCatalogueTestFile();
const tester = identityHeaders(true);
const member = identityHeaders(false);

type TCard = { productId: number; name: string; fromPrice: { amount: number } | null; leaguesCount: number };

async function cards(sportType: number, query = '', headers: Record<string, string> = {}): Promise<TCard[]> {
  const { status, body } = await catalogue.get(`/api/product/listDetail?sportType=${sportType}${query}`, headers);
  expect(status).toBe(200);
  return body.data.productList;
}

describe('GET /api/product/listDetail', () => {
  it('shows the football cards with from-prices (cheapest active monthly plan) and league counts', async () => {
    const football = await cards(1);
    expect(football.map((card) => [card.productId, card.fromPrice?.amount, card.leaguesCount])).toEqual([
      [82, 29900, 9],
      [83, 9900, 3],
      [53, 19900, 13],
      [54, 9900, 2],
      [55, 19900, 18],
      [56, 14900, 6],
    ]);
    expect(football[1]).toEqual({
      productId: 83,
      name: 'English Premier League',
      tag: 1,
      sellingPoints: expect.arrayContaining(['FA Cup and EFL Cup fixtures included']),
      fromPrice: { amount: 9900, currency: 1, period: 1 },
      leaguesCount: 3,
      isPromotion: true,
    });
  });

  it('shows basketball (NBA 81) and esports (LoL, Dota 2, CS:GO, odds for other games) cards', async () => {
    expect((await cards(2)).map((card) => [card.productId, card.name, card.fromPrice?.amount])).toEqual([
      [81, 'NBA', 9900],
      [84, 'EuroLeague', 9900],
      [85, 'Basketball Odds', 19900],
      [86, 'Global Basketball Live Scores', 14900],
    ]);
    const esports = await cards(3);
    expect(esports.map((card) => card.name)).toEqual(['League of Legends', 'Dota 2', 'CS:GO', 'Esports Odds']);
    expect(esports.every((card) => card.fromPrice !== null)).toBe(true);
  });

  it('shows a tester-only product to testers only and a disabled product to nobody', async () => {
    expect((await cards(1)).map((card) => card.productId)).not.toContain(57);
    expect((await cards(1, '', member)).map((card) => card.productId)).not.toContain(57);
    const forTester = (await cards(1, '', tester)).map((card) => card.productId);
    expect(forTester).toContain(57);
    expect(forTester).not.toContain(58);
  });

  it('answers Vietnamese texts with lang=vi and English for an unknown language', async () => {
    const vi = await cards(1, '&lang=vi');
    expect(vi[1]).toMatchObject({ productId: 83, name: 'Ngoại hạng Anh' });
    expect((vi[1] as unknown as { sellingPoints: string[] }).sellingPoints).toContain(
      'Bao gồm lịch thi đấu Cúp FA và Cúp Liên đoàn Anh',
    );
    expect((await cards(3, '&lang=vi'))[0]!.name).toBe('Liên Minh Huyền Thoại');
    expect((await cards(1, '&lang=xx'))[1]!.name).toBe('English Premier League');
  });

  it('refuses a missing or unknown sport with 400 / 10002', async () => {
    for (const url of ['/api/product/listDetail', '/api/product/listDetail?sportType=9']) {
      const { status, body } = await catalogue.get(url);
      expect(status).toBe(400);
      expect(body.resultCode).toBe(10002);
    }
  });
});

const usd = (amount: number) => ({ amount, currency: 1 });
/** Product 83's plans in the demo catalogue (prices in US cents), as its page lists them: monthly to one-time. */
const premierLeaguePlans = [
  { planId: 831, period: 1, price: usd(9900), paymentType: 0, discountPercent: 0, undiscountedPrice: null },
  { planId: 833, period: 3, price: usd(19899), paymentType: 0, discountPercent: 33, undiscountedPrice: usd(29700) },
  { planId: 832, period: 2, price: usd(59400), paymentType: 0, discountPercent: 50, undiscountedPrice: usd(118800) },
  { planId: 834, period: 4, price: usd(49900), paymentType: 1, discountPercent: 0, undiscountedPrice: null },
];

describe('GET /api/product/detail', () => {
  it('answers the full product with its active plans and the period discounts', async () => {
    const { status, body } = await catalogue.get('/api/product/detail?productId=83');
    expect(status).toBe(200);
    const product = body.data;
    expect(product).toMatchObject({
      productId: 83,
      englishName: 'English Premier League',
      chineseName: '英超',
      name: 'English Premier League',
      sportType: 1,
      status: 1,
      tag: 1,
      productType: 0,
      isOnlyTesterVisible: false,
      isPromotion: true,
      subscribeType: 1,
      fromPrice: { amount: 9900, currency: 1, period: 1 },
      seo: { title: 'English Premier League API | Matchwire' },
    });
    expect(product.salesBaseCount).toBeGreaterThan(0);
    expect(product.availableLeagues).toEqual([
      { leagueId: 36, name: 'Premier League', type: 0, country: 'England' },
      { leagueId: 138, name: 'FA Cup', type: 1, country: 'England' },
      { leagueId: 140, name: 'EFL Cup', type: 1, country: 'England' },
    ]);
    expect(product.interfaces).toContainEqual({ name: 'Live scores', docRef: 'football.live-scores' });
    expect(
      product.plans.map((plan: Record<string, unknown>) => ({
        planId: plan.planId,
        period: plan.period,
        price: plan.price,
        paymentType: plan.paymentType,
        discountPercent: plan.discountPercent,
        undiscountedPrice: plan.undiscountedPrice,
      })),
    ).toEqual(premierLeaguePlans);
    expect(product.plans[0]).toMatchObject({ productId: 83, isActive: true, thirdPartyPlanId: 'mw_83_monthly_usd' });
  });

  it('answers Vietnamese texts with lang=vi and falls back to English where a text has no Vietnamese', async () => {
    const vi = (await catalogue.get('/api/product/detail?productId=83&lang=vi')).body.data;
    expect(vi.name).toBe('Ngoại hạng Anh');
    expect(vi.seo.title).toBe('API Ngoại hạng Anh | Matchwire');
    expect(vi.availableLeagues[0]).toEqual({ leagueId: 36, name: 'Ngoại hạng Anh', type: 0, country: 'Anh' });
    expect(vi.interfaces).toContainEqual({ name: 'Tỷ số trực tiếp', docRef: 'football.live-scores' });

    await catalogue.query(
      `update catalogue.product_details set name = '{"en":"NBA Complete"}', selling_points = '{"en":["Every game"],"vi":[]}' where product_id = 81`,
    );
    const fallback = (await catalogue.get('/api/product/detail?productId=81&lang=vi')).body.data;
    expect(fallback.name).toBe('NBA Complete');
    expect(fallback.sellingPoints).toEqual(['Every game']);
  });

  it.each([
    ['an unknown product', '9999', {}],
    ['a disabled product', '58', {}],
    ['a disabled product, even to a tester', '58', tester],
    ['a tester-only product to a visitor', '57', {}],
    ['a tester-only product to a signed-in non-tester', '57', member],
  ])('answers 404 / 12003 for %s', async (_case, productId, headers) => {
    const { status, body } = await catalogue.get(`/api/product/detail?productId=${productId}`, headers);
    expect(status).toBe(404);
    expect(body).toEqual({ resultCode: 12003, resultInfo: 'Product not found' });
  });

  it('shows a tester-only product to a tester', async () => {
    const { status, body } = await catalogue.get('/api/product/detail?productId=57', tester);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ productId: 57, isOnlyTesterVisible: true, productType: 1 });
  });

  it('refuses a product id that is not a number with 400 / 10002', async () => {
    const { status, body } = await catalogue.get('/api/product/detail?productId=abc');
    expect(status).toBe(400);
    expect(body.resultCode).toBe(10002);
  });
});

describe('plan changes (back office)', () => {
  async function eventsFor(productId: number) {
    const { rows } = await catalogue.query(
      'select envelope from catalogue.outbox where event_key = $1 order by sequence',
      [String(productId)],
    );
    return rows.map((row) => decodeEnvelope(row.envelope as Buffer));
  }

  it('a new price changes the from-price and publishes catalogue.product-changed.v1', async () => {
    const response = await callAsBackoffice(catalogue.service(), 'PATCH', '/internal/plans/821', { amount: 24900 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ planId: 821, productId: 82, price: { amount: 24900, currency: 1 } });
    expect((await cards(1))[0]!.fromPrice).toEqual({ amount: 24900, currency: 1, period: 1 });

    const events = await eventsFor(82);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    if (event.type !== 'catalogue.product-changed.v1') throw new Error(event.type);
    expect(decodePayload(event)).toMatchObject({ productId: 82, sportType: 1 });
  });

  it('a deactivated plan leaves the product page; an added plan appears, each with an event', async () => {
    await callAsBackoffice(catalogue.service(), 'PATCH', '/internal/plans/834', { isActive: false });
    const added = await callAsBackoffice(catalogue.service(), 'POST', '/internal/products/83/plans', {
      amount: 69900,
      currency: 2,
      period: 1,
      paymentType: 0,
    });
    expect(added.statusCode).toBe(200);
    const newPlanId = added.json().data.planId;
    expect(newPlanId).toBeGreaterThanOrEqual(10000);

    const plans = (await catalogue.get('/api/product/detail?productId=83')).body.data.plans;
    const planIds = plans.map((plan: { planId: number }) => plan.planId);
    expect(planIds).not.toContain(834);
    expect(planIds).toContain(newPlanId);
    // The from-price prefers US dollars over the new HK$ plan.
    expect((await cards(1))[1]!.fromPrice).toEqual({ amount: 9900, currency: 1, period: 1 });
    expect(await eventsFor(83)).toHaveLength(2);
  });

  it('answers 404 for an unknown plan or product and refuses callers without the back office credentials', async () => {
    const service = catalogue.service();
    const unknownPlan = await callAsBackoffice(service, 'PATCH', '/internal/plans/999999', { isActive: false });
    expect(unknownPlan.statusCode).toBe(404);
    expect(unknownPlan.json().resultCode).toBe(12006);
    const unknownProduct = await callAsBackoffice(service, 'POST', '/internal/products/9999/plans', {
      amount: 100,
      currency: 1,
      period: 1,
      paymentType: 0,
    });
    expect(unknownProduct.json().resultCode).toBe(12003);
    const anonymous = await service.app.inject({ method: 'PATCH', url: '/internal/plans/831', payload: { amount: 1 } });
    expect(anonymous.statusCode).toBe(403);
  });
});
