/**
 * The catalogue service through inject() on a real PostgreSQL database of its own, provisioned
 * like production (role svc_catalogue owning schema catalogue), migrated and seeded by start().
 */
import { expectInternalRefusal, notTheBackoffice } from '@matchwire/devinfra/internal-refusals';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { applyMigrations } from '@matchwire/kit/db/migrate';
import { decodeEnvelope, decodePayload } from '@matchwire/proto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildCatalogueUnderTest, callAsBackoffice, identityHeaders } from './support/catalogue-under-test.ts';

const productChangedType = 'catalogue.product-changed.v1';

const under = useServiceUnderTest('catalogue', buildCatalogueUnderTest, {
  otherSchemas: ['account'],
  capturedTopics: [productChangedType],
});
const { published } = under;

function query(sql: string, params: unknown[] = []) {
  return under.service.deps.db.$client.query(sql, params);
}

async function listProducts(sportType: string | undefined, headers: Record<string, string> = {}) {
  const url = sportType === undefined ? '/api/product/list' : `/api/product/list?sportType=${sportType}`;
  return under.service.app.inject({ method: 'GET', url, headers });
}

async function productIds(sportType: string, headers: Record<string, string> = {}): Promise<number[]> {
  const response = await listProducts(sportType, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data.productList.map((product: { productId: number }) => product.productId);
}

async function outboxRowsFor(productId: number) {
  const { rows } = await query(
    `select event_type, envelope from catalogue.outbox where event_key = $1 order by sequence`,
    [String(productId)],
  );
  return rows as Array<{ event_type: string; envelope: Buffer }>;
}

async function outboxCount(): Promise<number> {
  const { rows } = await query('select count(*)::int as count from catalogue.outbox');
  return rows[0].count;
}

describe('GET /api/product/list', () => {
  it('lists the enabled football products in menu order with their tags', async () => {
    const response = await listProducts('1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      resultCode: 0,
      resultInfo: 'Success',
      data: {
        productList: [
          { productId: 82, englishName: 'Top 5 European Leagues', tag: 1 },
          { productId: 83, englishName: 'English Premier League', tag: 1 },
          { productId: 53, englishName: 'Football Odds', tag: 2 },
          { productId: 54, englishName: 'UEFA Champions League', tag: null },
          { productId: 55, englishName: 'Global Football Live Scores', tag: 3 },
          { productId: 56, englishName: 'Football Player Statistics', tag: 2 },
        ],
      },
    });
  });

  it('lists basketball (with NBA, id 81) and esports separately', async () => {
    expect(await productIds('2')).toEqual([81, 84, 85, 86]);
    expect(await productIds('3')).toEqual([90, 91, 92, 93]);
  });

  it('never lists a disabled product, not even to testers', async () => {
    expect(await productIds('1')).not.toContain(58);
    expect(await productIds('1', identityHeaders(true))).not.toContain(58);
  });

  it('shows a tester-only product only to a signed-in tester', async () => {
    expect(await productIds('1', identityHeaders(true))).toEqual([82, 83, 53, 54, 55, 56, 57]);
    expect(await productIds('1', identityHeaders(false))).not.toContain(57);
    // The tester flag alone, without the gateway's user identity, is not a signed-in tester.
    expect(await productIds('1', { 'x-mw-user-tester': 'true' })).not.toContain(57);
  });

  it.each([['0'], ['4'], ['abc'], ['1.5'], [''], [undefined]])(
    'refuses sportType=%j with 400 / 10002',
    async (sportType) => {
      const response = await listProducts(sportType);
      expect(response.statusCode).toBe(400);
      expect(response.json().resultCode).toBe(10002);
      expect(response.json().resultInfo).toMatch(/sportType/);
    },
  );
});

describe('GET /api/setting/getSystemConfig', () => {
  it('returns the known keys only, including promotionNavTab', async () => {
    await query(`insert into catalogue.system_configs (key, value) values ('internalAdminPassword', 'secret')`);
    const response = await under.service.app.inject({ method: 'GET', url: '/api/setting/getSystemConfig' });
    expect(response.statusCode).toBe(200);
    const configs: Array<{ key: string; value: string }> = response.json().data.configs;
    const keys = configs.map((config) => config.key);
    expect(keys).not.toContain('internalAdminPassword');
    expect(response.body).not.toContain('secret');
    expect(configs).toContainEqual({ key: 'promotionNavTab', value: 'true' });
    expect(keys.sort()).toEqual(
      [
        'animationProductMap',
        'customerLinks',
        'faqGetStartedIds',
        'faqIds',
        'faqKeywords',
        'freeTrialDays',
        'imageBaseUrl',
        'liveAnimationDefaultUserIds',
        'messagingList',
        'noticeConsole',
        'noticeDocs',
        'noticeHome',
        'promotionNavTab',
        'promotionPage',
        'uploadDomain',
        'uploadToken',
      ].sort(),
    );
  });
});

describe('PATCH /internal/products/:productId', () => {
  it('changes the product and publishes exactly one product-changed event from the outbox', async () => {
    const response = await callAsBackoffice(under.service, 'PATCH', '/internal/products/53', {
      englishName: 'Football Odds Pro',
      tag: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      productId: 53,
      englishName: 'Football Odds Pro',
      tag: 3,
      sportType: 1,
      status: 1,
    });

    const listed = (await listProducts('1')).json().data.productList;
    expect(listed).toContainEqual({ productId: 53, englishName: 'Football Odds Pro', tag: 3 });

    const rows = await outboxRowsFor(53);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.event_type).toBe(productChangedType);
    const event = decodeEnvelope(rows[0]!.envelope);
    if (event.type !== productChangedType) throw new Error(`unexpected event type ${event.type}`);
    expect(decodePayload(event)).toMatchObject({
      productId: 53,
      englishName: 'Football Odds Pro',
      sportType: 1,
      status: 1,
    });
    expect(event.source).toBe('catalogue');

    await expect
      .poll(() => published.map((message) => decodeEnvelope(message.value).id), { timeout: 5000 })
      .toEqual([event.id]);
    expect(published[0]).toMatchObject({ topic: productChangedType, key: '53' });
    await expect
      .poll(
        async () =>
          (await query('select published_at from catalogue.outbox where event_id = $1', [event.id])).rows[0]
            .published_at,
      )
      .not.toBeNull();
  });

  it('answers 404 / 12003 for an unknown product and records no event', async () => {
    const before = await outboxCount();
    const response = await callAsBackoffice(under.service, 'PATCH', '/internal/products/9999', { tag: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ resultCode: 12003, resultInfo: 'Product not found' });
    expect(await outboxCount()).toBe(before);
  });

  it.each([
    ['an empty object', {}],
    ['no body at all', undefined],
    ['an unknown tag', { tag: 7 }],
    ['an empty name', { englishName: '   ' }],
    ['an unknown sport', { sportType: 4 }],
  ])('refuses %s with 400 / 10002 and changes nothing', async (_case, payload) => {
    const before = await outboxCount();
    const response = await callAsBackoffice(under.service, 'PATCH', '/internal/products/54', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultCode).toBe(10002);
    expect(await outboxCount()).toBe(before);
    expect((await query('select english_name, tag from catalogue.products where product_id = 54')).rows[0]).toEqual({
      english_name: 'UEFA Champions League',
      tag: null,
    });
  });

  it.each(notTheBackoffice)('refuses a caller %s with 403', async (_case, headers) => {
    const edit = { method: 'PATCH', url: '/internal/products/54', payload: { englishName: 'Hijacked' } } as const;
    await expectInternalRefusal(under.service.app, edit, headers);
    expect(
      (await query('select english_name from catalogue.products where product_id = 54')).rows[0].english_name,
    ).toBe('UEFA Champions League');
  });
});

describe('database', () => {
  it('applies migrations once: a second start changes nothing and keeps operator edits', async () => {
    const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
    expect(await applyMigrations(under.service.deps.db.$client, { migrationsFolder, schema: 'catalogue' })).toBe(0);

    const { service: second, bus: secondBus } = await buildCatalogueUnderTest(under.databaseUrl);
    try {
      await second.start();
      const response = await second.app.inject({ method: 'GET', url: '/api/product/list?sportType=1' });
      expect(response.json().data.productList).toContainEqual({
        productId: 53,
        englishName: 'Football Odds Pro',
        tag: 3,
      });
    } finally {
      await second.stop();
      await secondBus.close();
    }
    const { rows } = await query('select count(*)::int as count from catalogue.__drizzle_migrations');
    const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'));
    expect(rows[0].count).toBe(journal.entries.length);
  });

  it("lets the service role read neither another service's schema nor public", async () => {
    const account = new pg.Client({ connectionString: under.databaseUrls.account });
    await account.connect();
    try {
      await account.query('create table account.users (id int primary key)');
    } finally {
      await account.end();
    }
    await expect(query('select * from account.users')).rejects.toMatchObject({ code: '42501' });
    await expect(query('create table public.leak (id int)')).rejects.toMatchObject({ code: '42501' });
  });
});
