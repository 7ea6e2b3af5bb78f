import { createSigner } from 'fast-jwt';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BrowserSession, linkIn, mailsTo, uniqueEmail, type TBody } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { callGateway } from '../support/gateway-client.ts';

/**
 * The public site (docs/contracts/public-site.md) through the gateway: signed calls reach the
 * catalogue and docs services of the running stack, which holds the seeded demo data.
 */

// This file's own client address (a trusted loopback proxy forwards it), so its calls have their own rate bucket.
const client = { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` };
const signJwt = createSigner({ key: testEnv.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 });
const testerCookie = () => ({
  cookie: `jwt=${signJwt({ sub: 'u-tester', email: 'tester@matchwire.io', tester: true })}`,
});
const catalogueDb = new pg.Pool({ connectionString: testEnv.catalogueDatabaseUrl, max: 2 });
const password = 'Str0ngPass';

afterAll(async () => {
  await catalogueDb.end();
});

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: TBody }> {
  const response = await callGateway(path, { headers: { ...client, ...headers } });
  return { status: response.status, body: (await response.json()) as TBody };
}

async function post(
  path: string,
  json: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: TBody }> {
  const response = await callGateway(path, {
    method: 'POST',
    headers: { ...client, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as TBody };
}

/** `data` of a successful answer. */
async function dataOf(answer: Promise<{ status: number; body: TBody }>) {
  const { status, body } = await answer;
  expect(body.resultCode, JSON.stringify(body)).toBe(0);
  expect(status).toBe(200);
  return body.data;
}

/** Registers through the gateway, activates from the e-mail caught over SMTP, and logs in. */
async function registerAndActivate(email: string): Promise<BrowserSession> {
  const session = new BrowserSession(client);
  expect((await session.post('/api/auth/register', { email, password, lang: 'en' })).body.resultCode).toBe(0);
  const [mail] = await mailsTo(email);
  const token = linkIn(mail!, '/auth/activate').searchParams.get('token')!;
  expect((await session.post('/api/auth/activate', { token })).body.resultCode).toBe(0);
  if (!session.cookies.has('jwt')) {
    expect((await session.post('/api/auth/login', { account: email, password })).body.resultCode).toBe(0);
  }
  return session;
}

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
    const session = await registerAndActivate(uniqueEmail('interest'));
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
        headers: { 'content-type': 'application/json', 'x-mw-internal-token': testEnv.internalToken },
        body: JSON.stringify({ lang: 'en', html }),
      });
    try {
      const hostile =
        '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
        '<img src="http://insecure.example/x.png" onerror="steal()"><iframe src="https://evil.example"></iframe></p>';
      expect((await setBanner(hostile)).status).toBe(200);
      const answered = (await dataOf(get('/api/subscribe/homeBanner'))).value as string;
      expect(answered).toContain('Hi');
      expect(answered).not.toMatch(/script|onclick|onerror|javascript:|iframe|http:\/\/insecure/i);
    } finally {
      expect((await setBanner(en)).status).toBe(200);
    }
    expect((await dataOf(get('/api/subscribe/homeBanner'))).value).toBe(en);
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

  it("answers a notice that is switched off ('#…') as empty, and a live one as written", async () => {
    // No back-office route edits system config yet, so the test writes the values as the service role.
    const setNotice = (key: string, value: string) =>
      catalogueDb.query('update catalogue.system_configs set value = $2 where key = $1', [key, value]);
    try {
      await setNotice('noticeHome', '#Maintenance on Sunday');
      await setNotice('noticeDocs', 'New esports endpoints are live');
      const { configs } = await dataOf(get('/api/setting/getSystemConfig'));
      const config = new Map((configs as { key: string; value: string }[]).map(({ key, value }) => [key, value]));
      expect(config.get('noticeHome')).toBe('');
      expect(config.get('noticeDocs')).toBe('New esports endpoints are live');
    } finally {
      await setNotice('noticeHome', '');
      await setNotice('noticeDocs', '');
    }
  });
});

type THierarchyCategory = {
  categoryId: string;
  name: string;
  subHierarchy: THierarchyCategory[];
  documents: {
    documentId: string;
    name: string;
    sportType: number | null;
    method: number | null;
    url: string | null;
  }[];
};

function everyCategory(categories: THierarchyCategory[]): THierarchyCategory[] {
  return categories.flatMap((category) => [category, ...everyCategory(category.subHierarchy)]);
}

describe('docs: API documentation', () => {
  it('answers the documentation tree, in both languages', async () => {
    const hierarchy = (await dataOf(get('/api/doc/list/v2'))).hierarchy as THierarchyCategory[];
    expect(hierarchy.map((category) => category.categoryId)).toEqual([
      'c_getting_started',
      'c_football',
      'c_basketball',
      'c_esports',
      'c_change_logs',
    ]);
    expect(everyCategory(hierarchy).every((category) => category.categoryId.startsWith('c_'))).toBe(true);
    expect(hierarchy[0]!.documents.slice(0, 2).map((document) => document.documentId)).toEqual(['news_0', '20']);
    expect(hierarchy[1]!.subHierarchy.length).toBeGreaterThan(0);
    const documents = everyCategory(hierarchy).flatMap((category) => category.documents);
    expect(documents.length).toBeGreaterThanOrEqual(35);
    const reference = documents.find((document) => document.documentId === '207')!;
    expect(reference).toMatchObject({ sportType: 2, method: 1 });
    expect(reference.url).toMatch(/^https:\/\/api\.matchwire\.io\/v1\//);

    const vi = (await dataOf(get('/api/doc/list/v2?lang=vi'))).hierarchy as THierarchyCategory[];
    expect(vi[0]!.name).toBe('Bắt đầu');
    expect(vi[0]!.documents[0]!.name).toBe('Giới thiệu');
    expect(vi.map((category) => category.categoryId)).toEqual(hierarchy.map((category) => category.categoryId));
    expect(vi[0]!.name).not.toBe(hierarchy[0]!.name);
  });

  it('answers the introduction news_0 and the reference entry 20, in both languages', async () => {
    const intro = await dataOf(post('/api/doc/getById', { id: 'news_0' }));
    expect(intro).toMatchObject({
      documentId: 'news_0',
      category: { categoryId: 'c_getting_started', name: 'Getting started' },
      name: 'Introduction',
      englishName: 'Introduction',
      isChangeLog: false,
    });
    expect(intro.documentText).toContain('https://api.matchwire.io/v1');
    const introVi = await dataOf(post('/api/doc/getById', { id: 'news_0', lang: 'vi' }));
    expect(introVi.name).toBe('Giới thiệu');
    expect(introVi.category.name).toBe('Bắt đầu');
    expect(introVi.documentText).not.toBe(intro.documentText);

    const entry = await dataOf(post('/api/doc/getById', { id: 20 }));
    expect(entry).toMatchObject({ documentId: '20', name: 'API reference overview' });
    const entryVi = await dataOf(post('/api/doc/getById', { id: '20', lang: 'vi' }));
    expect(entryVi.documentId).toBe('20');
    expect(entryVi.name).not.toBe(entry.name);

    const reference = await dataOf(post('/api/doc/getById', { id: '207' }));
    expect(reference).toMatchObject({ documentId: '207', sportType: 2, method: 1, relateProduct: [81, 84] });
    expect(reference.requestParams).toContainEqual(expect.objectContaining({ name: 'matchId', required: true }));
    expect(() => JSON.parse(reference.sampleData as string)).not.toThrow();
  });

  it('answers 10004 for an unknown document', async () => {
    for (const id of ['news_404', 999_999]) {
      const { status, body } = await post('/api/doc/getById', { id });
      expect(status).toBe(404);
      expect(body.resultCode).toBe(10004);
    }
  });

  it('lists change logs of a document and of a sport, newest first, in both languages', async () => {
    type TLog = { logId: string; documentId: string; title: string; content: string; createDate: string };
    const logs = (await dataOf(get('/api/doc/logs?documentId=105'))).list as TLog[];
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(logs.map((log) => log.logId)).toContain('log_1');
    expect(logs.every((log) => log.documentId === '105' && log.logId.startsWith('log_'))).toBe(true);
    const dates = logs.map((log) => log.createDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const logsVi = (await dataOf(get('/api/doc/logs?documentId=105&lang=vi'))).list as TLog[];
    expect(logsVi.find((log) => log.logId === 'log_1')!.title).toBe('Tham số changedSince cho trận đấu bóng đá');
    expect(logs.find((log) => log.logId === 'log_1')!.title).toBe('changedSince on football matches');
    expect((await dataOf(get('/api/doc/logs?documentId=404'))).list).toEqual([]);

    const football = (await dataOf(get('/api/doc/logsBySportType?sportType=1'))).list as TLog[];
    expect(football.map((log) => log.logId)).toEqual(expect.arrayContaining(['log_1', 'log_2', 'log_3']));
    const basketballVi = (await dataOf(get('/api/doc/logsBySportType?sportType=2&lang=vi'))).list as TLog[];
    expect(basketballVi.map((log) => log.logId)).toEqual(['log_6', 'log_5']);
    const basketball = (await dataOf(get('/api/doc/logsBySportType?sportType=2'))).list as TLog[];
    expect(basketball[0]!.title).not.toBe(basketballVi[0]!.title);
    expect((await get('/api/doc/logsBySportType?sportType=9')).body.resultCode).toBe(10002);
  });
});

type TFaqItem = { faqId: number; question: string; answer: string; categoryId: number; readNumber: number };
const searchFaq = async (body: Record<string, unknown>) =>
  (await dataOf(post('/api/faq/searchFaq', body))) as { list: TFaqItem[]; total: number };
const ids = (list: { faqId: number }[]) => list.map((faq) => faq.faqId);

describe('docs: FAQ', () => {
  it('finds FAQs by English words, answering in the language asked for', async () => {
    const en = await searchFaq({ searchKey: 'API key' });
    expect(ids(en.list)).toEqual(expect.arrayContaining([10, 11]));
    expect(en.total).toBe(en.list.length);
    expect(en.list.find((faq) => faq.faqId === 10)!.question).toBe('Where do I find my API key?');
    const vi = await searchFaq({ searchKey: 'API key', lang: 'vi' });
    expect(ids(vi.list)).toEqual(ids(en.list));
    expect(vi.list.find((faq) => faq.faqId === 10)!.question).toBe('Tôi tìm API key ở đâu?');
    // Case does not matter.
    expect(ids((await searchFaq({ searchKey: 'api KEY' })).list)).toEqual(ids(en.list));
  });

  it('finds FAQs by Vietnamese words with diacritics, however they are typed', async () => {
    const found = await searchFaq({ searchKey: 'danh sách IP được phép', lang: 'vi' });
    expect(ids(found.list)).toEqual(expect.arrayContaining([11, 12]));
    expect(found.list.find((faq) => faq.faqId === 12)!.question).toBe('Danh sách IP được phép hoạt động thế nào?');
    // Decomposed input (o + combining marks) finds the same articles; English answers for lang=en.
    const decomposed = await searchFaq({ searchKey: 'danh sách IP được phép'.normalize('NFD') });
    expect(ids(decomposed.list)).toEqual(ids(found.list));
    expect(decomposed.list.find((faq) => faq.faqId === 12)!.question).toBe('How does the IP whitelist work?');
    // Diacritics matter: other marks are other words.
    expect((await searchFaq({ searchKey: 'hoán tiến' })).total).toBe(0);
    expect(ids((await searchFaq({ searchKey: 'hoàn tiền' })).list)).toContain(7);
  });

  it('pages through every FAQ: page 2 differs from page 1 and the total stays the same', async () => {
    const page1 = await searchFaq({ page: { offset: 0, limit: 10 } });
    const page2 = await searchFaq({ page: { offset: 10, limit: 10 } });
    expect(page1.total).toBeGreaterThanOrEqual(20);
    expect(page2.total).toBe(page1.total);
    expect(page1.list).toHaveLength(10);
    expect(page2.list).toHaveLength(Math.min(10, page1.total - 10));
    expect(ids(page2.list).filter((id) => ids(page1.list).includes(id))).toEqual([]);

    // currentPage/pageSize reads the same pages; every FAQ appears exactly once over all pages.
    const sameAsPage2 = await searchFaq({ currentPage: 2, pageSize: 10 });
    expect(ids(sameAsPage2.list)).toEqual(ids(page2.list));
    const pages = Math.ceil(page1.total / 10);
    const all: number[] = [];
    for (let page = 1; page <= pages; page++)
      all.push(...ids((await searchFaq({ currentPage: page, pageSize: 10 })).list));
    expect(all).toHaveLength(page1.total);
    expect(new Set(all).size).toBe(page1.total);
    expect((await searchFaq({ currentPage: pages + 1, pageSize: 10 })).list).toEqual([]);
  });

  it('cuts answers to answerLength as plain text', async () => {
    const full = (await searchFaq({ keyType: 1, searchKey: '12', answerLength: 20_000 })).list[0]!;
    expect(full.answer).not.toMatch(/<[a-z]/i);
    expect(full.answer.length).toBeGreaterThan(200);
    const byDefault = (await searchFaq({ keyType: 1, searchKey: '12' })).list[0]!;
    expect(byDefault.answer).toBe(full.answer.slice(0, 200));
    const short = (await searchFaq({ keyType: 1, searchKey: '12', answerLength: 30 })).list[0]!;
    expect(short.answer).toBe(full.answer.slice(0, 30));
    const shortVi = (await searchFaq({ keyType: 1, searchKey: '12', answerLength: 30, lang: 'vi' })).list[0]!;
    expect(Array.from(shortVi.answer)).toHaveLength(30);
    expect(shortVi.answer).not.toBe(short.answer);
  });

  it('lists the FAQ categories with their counts, in both languages', async () => {
    type TCategory = { categoryId: number; name: string; parentId: number | null; order: number; faqCount: number };
    const en = (await dataOf(get('/api/faq/categories'))).list as TCategory[];
    const vi = (await dataOf(get('/api/faq/categories?lang=vi'))).list as TCategory[];
    expect(en.length).toBeGreaterThan(0);
    expect(vi.map((category) => category.categoryId)).toEqual(en.map((category) => category.categoryId));
    expect(vi.map((category) => category.name)).not.toEqual(en.map((category) => category.name));
    const apiUsage = en.find((category) => category.categoryId === 31)!;
    expect(apiUsage.parentId).toBe(3);
    expect(apiUsage.faqCount).toBeGreaterThanOrEqual(3);
  });

  it('answers an article in full and counts each read once', async () => {
    const before = (await searchFaq({ keyType: 1, searchKey: '11' })).list[0]!.readNumber;
    const first = await dataOf(get('/api/faq/article?id=11'));
    expect(first).toMatchObject({
      faqId: 11,
      question: 'My API key has leaked. What should I do?',
      relatedIds: [10, 12],
    });
    expect(first.answer).toContain('<p>');
    expect(first.readNumber).toBe(before + 1);
    expect(first.related.map((faq: { faqId: number }) => faq.faqId)).toEqual([10, 12]);

    const vi = await dataOf(get('/api/faq/article?id=11&lang=vi'));
    expect(vi.question).toBe('API key của tôi bị lộ. Tôi nên làm gì?');
    expect(vi.readNumber).toBe(before + 2);
    expect(vi.categoryPath.map((category: { categoryId: number }) => category.categoryId)).toEqual([3, 31]);
    expect((await searchFaq({ keyType: 1, searchKey: '11' })).list[0]!.readNumber).toBe(before + 2);

    const unknown = await get('/api/faq/article?id=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.resultCode).toBe(10004);
  });
});

describe('docs: blog', () => {
  type TPost = { id: number; typeId: number; title: string; summary: string; publishDate: string; author: string };
  const blogList = async (body: Record<string, unknown>) =>
    (await dataOf(post('/api/blog/getBlogList', body))) as { list: TPost[]; total: number };

  it('lists blog posts newest first, page by page, in both languages', async () => {
    const all = await blogList({
      articleType: { typeId: 20 },
      childType: { childTypeId: -1 },
      page: { offset: 0, limit: 50 },
    });
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.list).toHaveLength(all.total);
    expect(all.list.every((post) => post.typeId === 20)).toBe(true);
    expect(all.list.map((post) => post.id)).not.toContain(10);
    const dates = all.list.map((post) => post.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const page1 = await blogList({ page: { offset: 0, limit: 2 } });
    const page2 = await blogList({ page: { offset: 2, limit: 2 } });
    expect(page1.total).toBe(all.total);
    expect(page2.total).toBe(all.total);
    expect(page1.list.map((post) => post.id)).toEqual(all.list.slice(0, 2).map((post) => post.id));
    expect(page2.list.map((post) => post.id)).toEqual(all.list.slice(2, 4).map((post) => post.id));

    const vi = await blogList({ page: { offset: 0, limit: 50 }, lang: 'vi' });
    expect(vi.list.map((post) => post.id)).toEqual(all.list.map((post) => post.id));
    const xgPost = (list: TPost[]) => list.find((post) => post.id === 101)!;
    expect(xgPost(all.list).title).toBe('Expected goals (xG) arrive in match statistics');
    expect(xgPost(vi.list).title).toBe('Bàn thắng kỳ vọng (xG) có mặt trong thống kê trận đấu');
    expect(xgPost(vi.list).summary).not.toBe(xgPost(all.list).summary);

    // A child type narrows the list.
    const guides = await blogList({ childType: { childTypeId: 2 } });
    expect(guides.total).toBeGreaterThan(0);
    expect(guides.total).toBeLessThan(all.total);
  });

  it('answers one post with its content and SEO texts, in both languages; unknown → 10004', async () => {
    const en = await dataOf(post('/api/blog/getBlogById', { id: 101 }));
    expect(en).toMatchObject({
      id: 101,
      typeId: 20,
      title: 'Expected goals (xG) arrive in match statistics',
      author: 'Matchwire Product Team',
      publishDate: '2025-02-03T09:00:00.000Z',
      seo: { title: 'xG in the Matchwire football API' },
    });
    expect(en.content).toContain('<code>/football/matches/statistics</code>');
    const vi = await dataOf(post('/api/blog/getBlogById', { id: 101, lang: 'vi' }));
    expect(vi.title).toBe('Bàn thắng kỳ vọng (xG) có mặt trong thống kê trận đấu');
    expect(vi.seo.title).toBe('xG trong API bóng đá Matchwire');
    expect(vi.content).not.toBe(en.content);

    const unknown = await post('/api/blog/getBlogById', { id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.resultCode).toBe(10004);
  });
});
