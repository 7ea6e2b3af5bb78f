/**
 * A product's API endpoints link documents by the docs service's references (docs/decisions/0007):
 * the back office sets them through an internal route that checks every reference with a stand-in
 * of the docs service's internal contract; the seed links by reference and relinks old rows.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodePayload } from '@matchwire/proto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { readDemoContent } from '../src/seed/seed-content.ts';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { asBackoffice, internalSecrets } from './support/catalogue-under-test.ts';
import { useCatalogueTestFile } from './support/catalogue-test-file.ts';

/** The documents the stand-in docs service knows, by reference. */
const knownDocuments: Record<string, { documentId: string; sportType: number; name: { en: string; vi: string } }> = {
  'football.pre-match-odds': {
    documentId: '112',
    sportType: 1,
    name: { en: 'Pre-match odds', vi: 'Tỷ lệ kèo trước trận' },
  },
  'football.in-play-odds': {
    documentId: '113',
    sportType: 1,
    name: { en: 'In-play odds', vi: 'Tỷ lệ kèo trong trận' },
  },
  'basketball.odds': { documentId: '209', sportType: 2, name: { en: 'Odds', vi: 'Tỷ lệ kèo' } },
};
const docsCalls: { caller: string | undefined; secret: string | undefined; refs: string[] }[] = [];
let isDocsDown = false;

const docs = createServer((request: IncomingMessage, response: ServerResponse) => {
  let raw = '';
  request.on('data', (chunk) => (raw += chunk));
  request.on('end', () => {
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (isDocsDown) return reply(503, { resultCode: 10007, resultInfo: 'Service temporarily unavailable' });
    if (request.method !== 'POST' || request.url !== '/internal/document-refs/resolve') return reply(404, {});
    const caller = request.headers['x-mw-internal-caller'] as string | undefined;
    const secret = request.headers['x-mw-internal-secret'] as string | undefined;
    const { refs } = JSON.parse(raw) as { refs: string[] };
    docsCalls.push({ caller, secret, refs });
    if (caller !== 'catalogue' || secret !== internalSecrets.catalogue) {
      return reply(403, { resultCode: 11016, resultInfo: 'No permission' });
    }
    reply(200, {
      resultCode: 0,
      resultInfo: 'Success',
      data: {
        documents: refs.flatMap((ref) => (knownDocuments[ref] ? [{ ref, ...knownDocuments[ref] }] : [])),
        unknownRefs: refs.filter((ref) => !knownDocuments[ref]),
      },
    });
  });
});
await new Promise<void>((resolve) => docs.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => docs.close(() => resolve())));

const catalogue = useCatalogueTestFile({ docsUrl: `http://127.0.0.1:${(docs.address() as AddressInfo).port}` });

beforeEach(() => {
  docsCalls.length = 0;
  isDocsDown = false;
});

const oddsInterfaces = [
  { name: { en: 'Pre-match odds', vi: 'Tỷ lệ kèo trước trận' }, docRef: 'football.pre-match-odds' },
  { name: { en: 'In-play odds', vi: 'Tỷ lệ kèo trong trận' }, docRef: 'football.in-play-odds' },
];

function setInterfaces(productId: number, interfaces: unknown, headers: Record<string, string> = asBackoffice) {
  return catalogue.service().app.inject({
    method: 'PUT',
    url: `/internal/products/${productId}/interfaces`,
    headers,
    payload: { interfaces },
  });
}

async function interfacesOf(productId: number, lang = 'en') {
  const { body } = await catalogue.get(`/api/product/detail?productId=${productId}&lang=${lang}`);
  return body.data.interfaces as { name: string; docRef: string }[];
}

describe('PUT /internal/products/:productId/interfaces (back office)', () => {
  it('links endpoints by reference after the docs service confirms each, with one product event', async () => {
    const before = (await catalogue.outboxEvents('53')).length;
    const response = await setInterfaces(53, oddsInterfaces);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ productId: 53, interfaces: oddsInterfaces });
    expect(docsCalls).toEqual([
      {
        caller: 'catalogue',
        secret: internalSecrets.catalogue,
        refs: ['football.pre-match-odds', 'football.in-play-odds'],
      },
    ]);

    expect(await interfacesOf(53)).toEqual([
      { name: 'Pre-match odds', docRef: 'football.pre-match-odds' },
      { name: 'In-play odds', docRef: 'football.in-play-odds' },
    ]);
    expect((await interfacesOf(53, 'vi')).map((item) => item.name)).toEqual([
      'Tỷ lệ kèo trước trận',
      'Tỷ lệ kèo trong trận',
    ]);
    const events = (await catalogue.outboxEvents('53')).slice(before);
    expect(events.map((event) => event.type)).toEqual(['catalogue.product-changed.v1']);
    expect(decodePayload(events[0]!)).toMatchObject({ productId: 53 });
  });

  it('refuses a reference no document carries with 400 / 10002 naming it, and changes nothing', async () => {
    const before = await interfacesOf(53);
    const response = await setInterfaces(53, [
      ...oddsInterfaces,
      { name: { en: 'Corners', vi: 'Phạt góc' }, docRef: 'football.corners' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ resultCode: 10002, resultInfo: 'Unknown document reference: football.corners' });
    expect(await interfacesOf(53)).toEqual(before);
  });

  it("refuses a document of another sport than the product's", async () => {
    const response = await setInterfaces(53, [{ name: { en: 'Odds', vi: 'Tỷ lệ kèo' }, docRef: 'basketball.odds' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      resultCode: 10002,
      resultInfo: 'Document reference of another sport: basketball.odds',
    });
  });

  it('refuses numbers, a missing Vietnamese name or a document linked twice before asking the docs service', async () => {
    const invalid = [
      [{ name: { en: 'Pre-match odds', vi: 'Tỷ lệ kèo trước trận' }, docRef: '112' }],
      [{ name: { en: 'Pre-match odds' }, docRef: 'football.pre-match-odds' }],
      [oddsInterfaces[0], oddsInterfaces[0]],
    ];
    for (const interfaces of invalid) {
      const response = await setInterfaces(53, interfaces);
      expect(response.statusCode, JSON.stringify(interfaces)).toBe(400);
      expect(response.json().resultCode).toBe(10002);
    }
    expect(docsCalls).toEqual([]);
  });

  it('answers 404 / 12003 for an unknown product', async () => {
    const response = await setInterfaces(4040, oddsInterfaces);
    expect(response.statusCode).toBe(404);
    expect(response.json().resultCode).toBe(12003);
  });

  it('answers 503 / 10007 and changes nothing while the docs service cannot answer', async () => {
    const before = await interfacesOf(53);
    isDocsDown = true;
    const response = await setInterfaces(53, oddsInterfaces.slice(0, 1));
    expect(response.statusCode).toBe(503);
    expect(response.json().resultCode).toBe(10007);
    expect(await interfacesOf(53)).toEqual(before);
  });

  it.each([
    ['no credentials', {}],
    [
      "the catalogue's own secret under the back office's name",
      internalCallerHeaders('backoffice', internalSecrets.catalogue),
    ],
    [
      'a caller with a valid secret that the route does not list',
      internalCallerHeaders('catalogue', internalSecrets.catalogue),
    ],
  ])('is for the back office only: refuses %s (403)', async (_, headers) => {
    const response = await setInterfaces(53, oddsInterfaces, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultCode).toBe(11016);
  });
});

describe('seeded endpoints', () => {
  it('link every product page by reference, with names in both languages', async () => {
    const { rows } = await catalogue.query('select product_id, interfaces from catalogue.product_details');
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      for (const item of row.interfaces as { name: { en: string; vi?: string }; docRef: string }[]) {
        expect(item.docRef, `product ${row.product_id}`).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(item.name.en && item.name.vi, `${item.docRef} named in both languages`).toBeTruthy();
        expect(item).not.toHaveProperty('documentId');
      }
    }
  });

  it('are relinked where an earlier seed pointed at documents by number, and left alone otherwise', async () => {
    const legacy = [{ name: { en: 'Live scores', vi: 'Tỉ số trực tiếp' }, documentId: '104' }];
    await catalogue.query(`update catalogue.product_details set interfaces = $1 where product_id = 82`, [
      JSON.stringify(legacy),
    ]);
    expect((await setInterfaces(53, oddsInterfaces)).statusCode).toBe(200);
    await seedDemoData(catalogue.service().deps.db);
    const { rows } = await catalogue.query(
      'select product_id, interfaces from catalogue.product_details where product_id in (53, 82) order by product_id',
    );
    expect(rows).toEqual([
      { product_id: 53, interfaces: oddsInterfaces },
      { product_id: 82, interfaces: readDemoContent().details.find((detail) => detail.productId === 82)!.interfaces },
    ]);
  });
});
