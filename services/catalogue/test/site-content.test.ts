import { describe, expect, it } from 'vitest';
import { asserted } from '@matchwire/devinfra/gateway-identity';
import { callAsBackoffice, identityHeaders } from './support/catalogue-under-test.ts';
import { expectSiteContentChanges, useCatalogueTestFile } from './support/catalogue-test-file.ts';

const catalogue = useCatalogueTestFile();
const member = identityHeaders(false);
const tester = identityHeaders(true);
const marketingUrl = '/api/product/marketingUserAddByProductId';

async function interestRows() {
  const { rows } = await catalogue.query(
    'select user_id, product_id from catalogue.marketing_interests order by interest_id',
  );
  return rows;
}

describe('POST /api/product/marketingUserAddByProductId', () => {
  it('refuses a visitor with 11007, and an expired session with 11008, whatever the body', async () => {
    const visitor = await catalogue.post(marketingUrl, { productIds: [83] });
    expect(visitor.status).toBe(401);
    expect(visitor.body.resultCode).toBe(11007);
    expect((await catalogue.post(marketingUrl)).body.resultCode).toBe(11007);
    const expired = await catalogue.post(
      marketingUrl,
      { productIds: [83] },
      asserted('catalogue', { sessionState: 'expired' }),
    );
    expect(expired.body.resultCode).toBe(11008);
    expect(await interestRows()).toEqual([]);
  });

  it('records the interest of a signed-in user (JSON list, repeated form fields or comma-separated)', async () => {
    const json = await catalogue.post(marketingUrl, { productIds: [83, 54, 83] }, member);
    expect(json).toEqual({ status: 200, body: { resultCode: 0, resultInfo: 'Success', data: {} } });
    expect((await catalogue.postForm(marketingUrl, 'productIds=81&productIds=90', member)).status).toBe(200);
    expect((await catalogue.postForm(marketingUrl, 'productIds=92', member)).status).toBe(200);
    expect((await catalogue.postForm(marketingUrl, 'productIds=53%2C55', member)).status).toBe(200);
    expect(await interestRows()).toEqual(
      [83, 54, 81, 90, 92, 53, 55].map((productId) => ({ user_id: 'u-1001', product_id: productId })),
    );
  });

  it.each([
    ['an unknown product', [83, 9999], member],
    ['a disabled product', [58], member],
    ['a tester-only product for a non-tester', [57], member],
  ])('refuses %s with 404 / 12003 and records nothing', async (_case, productIds, headers) => {
    const before = (await interestRows()).length;
    const { status, body } = await catalogue.post(marketingUrl, { productIds }, headers);
    expect(status).toBe(404);
    expect(body.resultCode).toBe(12003);
    expect(await interestRows()).toHaveLength(before);
  });

  it('accepts a tester-only product from a tester', async () => {
    expect((await catalogue.post(marketingUrl, { productIds: [57] }, tester)).status).toBe(200);
  });

  it.each([[{ productIds: [] }], [{ productIds: ['abc'] }], [{}]])('refuses %j with 400 / 10002', async (payload) => {
    const { status, body } = await catalogue.post(marketingUrl, payload, member);
    expect(status).toBe(400);
    expect(body.resultCode).toBe(10002);
  });
});

describe('GET /api/subscribe/homeBanner', () => {
  it('answers the banner of the language, English by default and for unknown languages', async () => {
    const en = (await catalogue.get('/api/subscribe/homeBanner')).body.data.value;
    expect(en).toContain('<strong>New:</strong>');
    expect((await catalogue.get('/api/subscribe/homeBanner?lang=xx')).body.data.value).toBe(en);
    expect((await catalogue.get('/api/subscribe/homeBanner?lang=vi')).body.data.value).toContain(
      '<strong>Mới:</strong>',
    );
  });

  it('sanitises on write: script, event handlers and javascript: links are stripped', async () => {
    const response = await callAsBackoffice(catalogue.service(), 'PUT', '/internal/home-banner', {
      lang: 'en',
      html:
        '<p>Sale <script>alert(1)</script><img src="https://cdn.matchwire.io/sale.png" onerror="alert(2)" alt="sale">' +
        '<a href="javascript:alert(3)">x</a> <a href="/promotion" target="_blank" onclick="steal()">Go</a></p>',
    });
    expect(response.statusCode).toBe(200);
    const expected =
      '<p>Sale <img src="https://cdn.matchwire.io/sale.png" alt="sale" /><a>x</a> ' +
      '<a href="/promotion" target="_blank" rel="noopener noreferrer">Go</a></p>';
    expect(response.json().data.value).toBe(expected);
    const { rows } = await catalogue.query(`select html from catalogue.home_banners where lang = 'en'`);
    expect(rows[0]!.html).toBe(expected);
    expect((await catalogue.get('/api/subscribe/homeBanner')).body.data.value).toBe(expected);
  });

  it('publishes catalogue.site-content-changed.v1 with each edit, so caches drop the old banner', async () => {
    const bannerEvents = () => catalogue.outboxEvents('home-banner:%');
    const before = (await bannerEvents()).length;
    const edit = (lang: string) =>
      callAsBackoffice(catalogue.service(), 'PUT', '/internal/home-banner', { lang, html: `<p>Banner ${lang}</p>` });
    expect((await edit('vi')).statusCode).toBe(200);
    expect((await edit('en')).statusCode).toBe(200);

    expectSiteContentChanges((await bannerEvents()).slice(before), 'home-banner', ['vi', 'en']);
  });

  it('sanitises on read a row written around the service', async () => {
    await catalogue.query(
      `update catalogue.home_banners set html = '<b onmouseover="x()">Hi</b><script>alert(1)</script><iframe src="https://evil"></iframe><img src=x onerror=alert(1)>' where lang = 'vi'`,
    );
    const value = (await catalogue.get('/api/subscribe/homeBanner?lang=vi')).body.data.value;
    expect(value).toBe('<b>Hi</b><img src="x" />');
    expect(value).not.toMatch(/script|onerror|onmouseover|iframe/);
  });

  it('falls back to English when a language has no banner, and answers "" when there is none', async () => {
    await catalogue.query(`delete from catalogue.home_banners where lang = 'vi'`);
    const en = (await catalogue.get('/api/subscribe/homeBanner')).body.data.value;
    expect((await catalogue.get('/api/subscribe/homeBanner?lang=vi')).body.data.value).toBe(en);
    await catalogue.query('delete from catalogue.home_banners');
    expect((await catalogue.get('/api/subscribe/homeBanner')).body).toEqual({
      resultCode: 0,
      resultInfo: 'Success',
      data: { value: '' },
    });
  });

  it('refuses a banner edit without the back office credentials', async () => {
    const response = await catalogue
      .service()
      .app.inject({ method: 'PUT', url: '/internal/home-banner', payload: { lang: 'en', html: '<b>x</b>' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('partner links', () => {
  it('lists the enabled links sorted by order', async () => {
    await catalogue.query(
      `insert into catalogue.links (url, web_name, sort_order) values ('https://partner.example/first', 'First', 5)`,
    );
    await catalogue.query(
      `insert into catalogue.links (url, web_name, sort_order, is_enabled) values ('https://partner.example/hidden', 'Hidden', 1, false)`,
    );
    const { status, body } = await catalogue.post('/api/link/getLinks');
    expect(status).toBe(200);
    const list: Array<{ linkId: number; url: string; webName: string; order: number }> = body.data.list;
    expect(list.map((link) => [link.webName, link.order])).toEqual([
      ['First', 5],
      ['Matchwire Thailand', 10],
      ['Matchwire API Status', 20],
      ['Developer Community', 30],
      ['Live Score Widgets', 40],
    ]);
    expect(list[1]).toEqual({
      linkId: expect.any(Number),
      url: 'https://th.matchwire.io',
      webName: 'Matchwire Thailand',
      order: 10,
    });
  });

  it('counts every one of many concurrent clicks', async () => {
    const [link] = (await catalogue.post('/api/link/getLinks')).body.data.list;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? catalogue.post('/api/link/reportLinkClick', { linkId: link.linkId })
          : catalogue.postForm('/api/link/reportLinkClick', `linkId=${link.linkId}`),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const counts = answers.map((answer) => answer.body.data.clicks as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    const { rows } = await catalogue.query('select clicks from catalogue.links where link_id = $1', [link.linkId]);
    expect(rows[0]!.clicks).toBe(40);
  });

  it('answers 404 / 12005 for an unknown or disabled link and 400 without a link id', async () => {
    expect((await catalogue.post('/api/link/reportLinkClick', { linkId: 999999 })).body).toEqual({
      resultCode: 12005,
      resultInfo: 'Link not found',
    });
    const { rows } = await catalogue.query(`select link_id from catalogue.links where web_name = 'Hidden'`);
    expect((await catalogue.post('/api/link/reportLinkClick', { linkId: rows[0]!.link_id })).status).toBe(404);
    expect((await catalogue.post('/api/link/reportLinkClick', {})).body.resultCode).toBe(10002);
  });
});

describe('GET /api/setting/getSystemConfig (public-site keys)', () => {
  async function configs(): Promise<Record<string, string>> {
    const { body } = await catalogue.get('/api/setting/getSystemConfig');
    return Object.fromEntries(
      body.data.configs.map((entry: { key: string; value: string }) => [entry.key, entry.value]),
    );
  }

  it('answers the messaging contacts as JSON [{ name, phone, url, code }] and hides internal keys', async () => {
    const values = await configs();
    const messaging = JSON.parse(values.messagingList!);
    expect(messaging.length).toBeGreaterThanOrEqual(2);
    for (const contact of messaging) expect(Object.keys(contact).sort()).toEqual(['code', 'name', 'phone', 'url']);
    expect(values).not.toHaveProperty('promotionCycleStart');
    expect(Object.keys(values).some((key) => key.startsWith('seeded.'))).toBe(false);
  });

  it('answers a notice switched off with a leading # as empty', async () => {
    await catalogue.query(
      `update catalogue.system_configs set value = '# Maintenance on Sunday' where key = 'noticeHome'`,
    );
    await catalogue.query(`update catalogue.system_configs set value = 'Docs moved to v2' where key = 'noticeDocs'`);
    const values = await configs();
    expect(values.noticeHome).toBe('');
    expect(values.noticeDocs).toBe('Docs moved to v2');
  });
});

describe('demo seed', () => {
  it('runs again without re-adding what an operator deleted or undoing what they changed', async () => {
    const { seedDemoData } = await import('../src/seed/seed-demo-data.ts');
    const db = catalogue.service().deps.db;
    await catalogue.query(`delete from catalogue.links where web_name = 'Live Score Widgets'`);
    await catalogue.query('delete from catalogue.plans where plan_id = 934');
    await catalogue.query('update catalogue.plans set amount = 8900 where plan_id = 901');
    await catalogue.query(`update catalogue.product_details set name = '{"en":"LoL Pro"}' where product_id = 90`);
    await catalogue.query('update catalogue.products set is_promotion = false where product_id = 90');

    await seedDemoData(db);

    const { rows: links } = await catalogue.query(
      `select 1 from catalogue.links where web_name = 'Live Score Widgets'`,
    );
    expect(links).toEqual([]);
    const { rows: plan } = await catalogue.query('select amount from catalogue.plans where plan_id = 901');
    expect(plan).toEqual([{ amount: 8900 }]);
    const { rows: product } = await catalogue.query(
      `select p.is_promotion, d.name from catalogue.products p join catalogue.product_details d using (product_id) where product_id = 90`,
    );
    expect(product).toEqual([{ is_promotion: false, name: { en: 'LoL Pro' } }]);
  });
});
