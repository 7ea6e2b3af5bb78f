import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, registerAndActivate, uniqueEmail } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { eventually } from '../support/gateway-client.ts';
import { client, dataOf, get, post } from '../support/public-api.ts';
import { testerCookie as signInTester } from '../support/tester-session.ts';

/** The catalogue's public-site endpoints through the gateway, on the running stack's demo data. */

let tester: { cookie: string };
const testerCookie = () => tester;
const catalogueDb = new pg.Pool({ connectionString: testEnv.catalogueDatabaseUrl, max: 2 });

beforeAll(async () => {
  tester = { cookie: await signInTester() };
});

afterAll(async () => {
  await catalogueDb.end();
});

type TCard = {
  productId: number;
  name: string;
  tag: number | null;
  sellingPoints: string[];
  fromPrice: { amount: number; currency: number; period: number } | null;
  leaguesCount: number;
  isPromotion: boolean;
};
type TPlanOffer = {
  planId: number;
  productId: number;
  price: { amount: number; currency: number };
  period: number;
  isActive: boolean;
  paymentType: number;
  thirdPartyPlanId: string | null;
  discountPercent: number;
  undiscountedPrice: { amount: number; currency: number } | null;
};

const cards = async (sportType: number, lang = 'en', headers: Record<string, string> = {}) =>
  (await dataOf(get(`/api/product/listDetail?sportType=${sportType}&lang=${lang}`, headers))).productList as TCard[];

describe('catalogue: product pages', () => {
  it('lists the product cards of each sport with their monthly from-prices', async () => {
    const expected: Record<number, [number, number, number, boolean][]> = {
      // productId, monthly price (US cents), leagues, promoted
      1: [
        [82, 29900, 9, false],
        [83, 9900, 3, true],
        [53, 19900, 13, false],
        [54, 9900, 2, true],
        [55, 19900, 18, false],
        [56, 14900, 6, false],
      ],
      2: [
        [81, 9900, 1, true],
        [84, 9900, 2, true],
        [85, 19900, 5, false],
        [86, 14900, 7, false],
      ],
      3: [
        [90, 9900, 7, true],
        [91, 9900, 4, true],
        [92, 9900, 4, true],
        [93, 19900, 10, false],
      ],
    };
    for (const [sportType, products] of Object.entries(expected)) {
      const list = await cards(Number(sportType));
      expect(list.map((card) => card.productId)).toEqual(products.map(([productId]) => productId));
      for (const [productId, monthly, leagues, isPromotion] of products) {
        const card = list.find((candidate) => candidate.productId === productId)!;
        expect(card.fromPrice).toEqual({ amount: monthly, currency: 1, period: 1 });
        expect(card.leaguesCount).toBe(leagues);
        expect(card.isPromotion).toBe(isPromotion);
        expect(card.name.length).toBeGreaterThan(0);
        expect(card.sellingPoints.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers the cards in Vietnamese with lang=vi', async () => {
    const [en, vi] = await Promise.all([cards(1, 'en'), cards(1, 'vi')]);
    const epl = (list: TCard[]) => list.find((card) => card.productId === 83)!;
    expect(epl(en).name).toBe('English Premier League');
    expect(epl(vi).name).toBe('Ngoại hạng Anh');
    expect(epl(vi).sellingPoints[0]).toMatch(/^Mọi trận đấu Ngoại hạng Anh/);
    expect(epl(vi).sellingPoints).not.toEqual(epl(en).sellingPoints);
    expect(epl(vi).fromPrice).toEqual(epl(en).fromPrice);
  });

  it('answers a product in full with its plans and the quarterly and yearly discounts', async () => {
    const product = await dataOf(get('/api/product/detail?productId=83'));
    expect(product).toMatchObject({
      productId: 83,
      englishName: 'English Premier League',
      name: 'English Premier League',
      sportType: 1,
      status: 1,
      isOnlyTesterVisible: false,
      isPromotion: true,
      productType: 0,
      fromPrice: { amount: 9900, currency: 1, period: 1 },
    });
    expect(product.seo.title).toBe('English Premier League API | Matchwire');
    expect(product.availableLeagues.map((league: { leagueId: number }) => league.leagueId).sort()).toEqual(
      [36, 138, 140].sort(),
    );
    expect(product.interfaces.length).toBeGreaterThan(0);

    const plans = product.plans as TPlanOffer[];
    expect(plans.map((plan) => plan.period)).toEqual([1, 3, 2, 4]);
    expect(plans.every((plan) => plan.isActive && plan.productId === 83 && plan.price.currency === 1)).toBe(true);
    const [monthly, quarterly, yearly, once] = plans;
    expect(monthly).toMatchObject({ price: { amount: 9900 }, discountPercent: 0, undiscountedPrice: null });
    expect(monthly!.paymentType).toBe(0);
    expect(quarterly).toMatchObject({
      price: { amount: Math.round(9900 * 3 * 0.67) },
      discountPercent: 33,
      undiscountedPrice: { amount: 29700, currency: 1 },
      paymentType: 0,
    });
    expect(yearly).toMatchObject({
      price: { amount: 59400 },
      discountPercent: 50,
      undiscountedPrice: { amount: 118800, currency: 1 },
      paymentType: 0,
    });
    expect(once).toMatchObject({
      price: { amount: 49900 },
      paymentType: 1,
      discountPercent: 0,
      undiscountedPrice: null,
    });

    const vi = await dataOf(get('/api/product/detail?productId=83&lang=vi'));
    expect(vi.name).toBe('Ngoại hạng Anh');
    expect(vi.englishName).toBe('English Premier League');
    expect(vi.seo.title).toBe('API Ngoại hạng Anh | Matchwire');
    expect(vi.sellingPoints).not.toEqual(product.sellingPoints);
    expect(vi.plans).toEqual(product.plans);
  });

  it('answers 404 12003 for an unknown or a disabled product', async () => {
    for (const productId of [999_999, 58]) {
      const { status, body } = await get(`/api/product/detail?productId=${productId}`);
      expect(status).toBe(404);
      expect(body).toEqual({ resultCode: 12003, resultInfo: 'Product not found' });
    }
    // Not even a tester sees a disabled product.
    const asTester = await get('/api/product/detail?productId=58', testerCookie());
    expect(asTester.body.resultCode).toBe(12003);
    expect((await cards(1, 'en', testerCookie())).map((card) => card.productId)).not.toContain(58);
  });

  it('hides the tester-only product 57 from a visitor and shows it to a tester', async () => {
    const hidden = await get('/api/product/detail?productId=57');
    expect(hidden.status).toBe(404);
    expect(hidden.body.resultCode).toBe(12003);
    expect((await cards(1)).map((card) => card.productId)).not.toContain(57);

    const shown = await dataOf(get('/api/product/detail?productId=57', testerCookie()));
    expect(shown).toMatchObject({ productId: 57, englishName: 'Expected Goals (xG) Beta', isOnlyTesterVisible: true });
    expect(shown.plans.length).toBeGreaterThan(0);
    const testerCards = await cards(1, 'en', testerCookie());
    expect(testerCards.map((card) => card.productId)).toContain(57);
    expect(testerCards.find((card) => card.productId === 57)!.fromPrice).toEqual({
      amount: 19900,
      currency: 1,
      period: 1,
    });
  });

  it('answers the promotion: promoted products per sport at $49 and the 14-day countdown', async () => {
    const promotion = await dataOf(get('/api/product/promotionList'));
    const groups = promotion.sportProduct as {
      sportType: number;
      product: { productId: number; name: string; price: unknown }[];
    }[];
    expect(groups.map((group) => group.sportType)).toEqual([1, 2, 3]);
    expect(groups.map((group) => group.product.map((product) => product.productId))).toEqual([
      [83, 54],
      [81, 84],
      [90, 91, 92],
    ]);
    for (const product of groups.flatMap((group) => group.product)) {
      expect(product.price).toEqual({ amount: 4900, currency: 1 });
      expect(product.name.length).toBeGreaterThan(0);
    }

    const { startDate, cycleDays, daysLeft } = promotion.cycle as {
      startDate: string;
      cycleDays: number;
      daysLeft: number;
    };
    expect(startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cycleDays).toBe(14);
    expect(daysLeft).toBeGreaterThanOrEqual(1);
    expect(daysLeft).toBeLessThanOrEqual(14);
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const elapsed = Math.round((today - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
    expect(daysLeft).toBe(14 - (((elapsed % 14) + 14) % 14));

    const vi = await dataOf(get('/api/product/promotionList?lang=vi'));
    expect(vi.sportProduct[0].product[0]).toEqual({
      productId: 83,
      name: 'Ngoại hạng Anh',
      price: { amount: 4900, currency: 1 },
    });
    expect(vi.cycle).toEqual(promotion.cycle);
  });
});

describe('catalogue: marketing interest', () => {
  it('refuses a visitor with 11007, whatever they send', async () => {
    const visitor = new BrowserSession(client);
    const refused = await visitor.post('/api/product/marketingUserAddByProductId', { productIds: '83,54' });
    expect(refused.status).toBe(401);
    expect(refused.body.resultCode).toBe(11007);
    expect((await post('/api/product/marketingUserAddByProductId', { productIds: [83] })).body.resultCode).toBe(11007);
  });

  it('records the interest of a signed-in user, only for products they can see', async () => {
    const session = await registerAndActivate(uniqueEmail('interest'), client);
    const userId = (await session.get('/api/auth/userCheckLogin')).body.data.userId as string;

    const added = await session.post('/api/product/marketingUserAddByProductId', { productIds: '83,54' });
    expect(added.body).toMatchObject({ resultCode: 0, data: {} });
    const { rows } = await catalogueDb.query<{ product_id: number }>(
      'select product_id from catalogue.marketing_interests where user_id = $1 order by product_id',
      [userId],
    );
    expect(rows.map((row) => row.product_id)).toEqual([54, 83]);

    for (const productIds of ['58', '57', '999999']) {
      const refused = await session.post('/api/product/marketingUserAddByProductId', { productIds });
      expect(refused.body.resultCode).toBe(12003);
    }
    expect((await session.post('/api/product/marketingUserAddByProductId', { productIds: 'x' })).body.resultCode).toBe(
      10002,
    );
    const after = await catalogueDb.query('select 1 from catalogue.marketing_interests where user_id = $1', [userId]);
    expect(after.rowCount).toBe(2);
  });
});

describe('catalogue: home banner, partner links, system config', () => {
  it('answers the home banner as sanitised HTML in each language', async () => {
    const en = (await dataOf(get('/api/subscribe/homeBanner'))).value as string;
    const vi = (await dataOf(get('/api/subscribe/homeBanner?lang=vi'))).value as string;
    expect(en).toContain('<strong>New:</strong>');
    expect(vi).toContain('<strong>Mới:</strong>');
    expect(vi).not.toBe(en);

    const setBanner = (html: string) =>
      fetch(`${testEnv.catalogueUrl}/internal/home-banner`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...testEnv.asBackoffice },
        body: JSON.stringify({ lang: 'en', html }),
      });
    // An edit publishes catalogue.site-content-changed.v1, which drops the gateway's cached banner.
    const bannerBecomes = (expected: (banner: string) => boolean, what: string) =>
      eventually(
        async () => {
          const banner = (await dataOf(get('/api/subscribe/homeBanner'))).value as string;
          return expected(banner) ? banner : undefined;
        },
        20_000,
        what,
      );
    try {
      const hostile =
        '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
        '<img src="http://insecure.example/x.png" onerror="steal()"><iframe src="https://evil.example"></iframe></p>';
      expect((await setBanner(hostile)).status).toBe(200);
      const answered = await bannerBecomes((banner) => banner.includes('Hi'), 'the edited banner at the gateway');
      expect(answered).not.toMatch(/script|onclick|onerror|javascript:|iframe|http:\/\/insecure/i);
    } finally {
      expect((await setBanner(en)).status).toBe(200);
    }
    expect(await bannerBecomes((banner) => banner === en, 'the original banner at the gateway')).toBe(en);
  });

  it('lists the partner links sorted by order', async () => {
    const { list } = await dataOf(post('/api/link/getLinks'));
    const links = list as { linkId: number; url: string; webName: string; order: number }[];
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links.map((link) => link.order)).toEqual([...links.map((link) => link.order)].sort((a, b) => a - b));
    expect(links.map((link) => link.webName)).toEqual(
      expect.arrayContaining(['Matchwire Thailand', 'Matchwire API Status', 'Developer Community']),
    );
    for (const link of links) expect(link.url).toMatch(/^https:\/\//);
  });

  it('counts each click on a partner link exactly once', async () => {
    const { list } = await dataOf(post('/api/link/getLinks'));
    const linkId = (list as { linkId: number }[])[1]!.linkId;
    const clicksOf = async () =>
      (await catalogueDb.query<{ clicks: number }>('select clicks from catalogue.links where link_id = $1', [linkId]))
        .rows[0]!.clicks;

    const before = await clicksOf();
    const first = await dataOf(post('/api/link/reportLinkClick', { linkId }));
    expect(first.clicks).toBe(before + 1);
    expect(await clicksOf()).toBe(before + 1);

    // Concurrent clicks are all counted, each once.
    const concurrent = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await dataOf(post('/api/link/reportLinkClick', { linkId }))).clicks as number,
      ),
    );
    expect(concurrent.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6].map((step) => before + step));
    expect(await clicksOf()).toBe(before + 6);

    const unknown = await post('/api/link/reportLinkClick', { linkId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.resultCode).toBe(12005);
    expect(await clicksOf()).toBe(before + 6);
  });

  it('answers the known system config keys with the notices as stored', async () => {
    const { configs } = await dataOf(get('/api/setting/getSystemConfig'));
    const config = new Map((configs as { key: string; value: string }[]).map(({ key, value }) => [key, value]));
    for (const notice of ['noticeHome', 'noticeDocs', 'noticeConsole']) {
      expect(config.get(notice)).toBe('');
    }
    expect(config.has('promotionCycleStart')).toBe(false);
    const messaging = JSON.parse(config.get('messagingList')!) as Record<string, string>[];
    expect(messaging.map((entry) => entry.name)).toEqual(['WhatsApp', 'Telegram', 'Zalo']);
    for (const entry of messaging) expect(Object.keys(entry).sort()).toEqual(['code', 'name', 'phone', 'url']);
  });

  it("answers a notice that is switched off ('#…') as empty, and a live one as written, as soon as staff set them", async () => {
    // The back-office edit publishes catalogue.site-content-changed.v1, which drops the gateway's cached config.
    const setNotice = async (key: string, value: string) => {
      const saved = await fetch(`${testEnv.catalogueUrl}/internal/system-config/${key}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...testEnv.asBackoffice },
        body: JSON.stringify({ value }),
      });
      expect(saved.status).toBe(200);
    };
    const noticesBecome = (home: string, docs: string) =>
      eventually(
        async () => {
          const { configs } = await dataOf(get('/api/setting/getSystemConfig'));
          const config = new Map((configs as { key: string; value: string }[]).map(({ key, value }) => [key, value]));
          return config.get('noticeHome') === home && config.get('noticeDocs') === docs ? true : undefined;
        },
        20_000,
        `notices "${home}" and "${docs}" at the gateway`,
      );
    try {
      await setNotice('noticeHome', '#Maintenance on Sunday');
      await setNotice('noticeDocs', 'New esports endpoints are live');
      await noticesBecome('', 'New esports endpoints are live');
    } finally {
      await setNotice('noticeHome', '');
      await setNotice('noticeDocs', '');
    }
    await noticesBecome('', '');
  });
});
