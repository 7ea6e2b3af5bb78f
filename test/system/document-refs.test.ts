import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';

/**
 * docs/decisions/0007 across both services, on the stack as it was migrated and seeded: every
 * endpoint of every product page (hidden and retired ones too) links a document the docs service
 * has, of the product's sport, named as the endpoint in both languages; and the catalogue's
 * back-office route checks references against the real docs service.
 */

type TInterface = { name: { en: string; vi?: string }; docRef: string };
type TResolved = {
  documents: { ref: string; documentId: string; sportType: number | null; name: { en: string; vi?: string } }[];
  unknownRefs: string[];
};

const catalogueDb = new pg.Pool({ connectionString: testEnv.catalogueDatabaseUrl, max: 2 });
afterAll(() => catalogueDb.end());

const internal = { 'content-type': 'application/json', ...testEnv.asBackoffice };

async function resolveRefs(refs: string[]): Promise<TResolved> {
  const response = await fetch(`${testEnv.docsUrl}/internal/document-refs/resolve`, {
    method: 'POST',
    // As the catalogue, the only caller this route accepts.
    headers: { 'content-type': 'application/json', ...testEnv.asCatalogue },
    body: JSON.stringify({ refs }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TResolved }).data;
}

async function seededInterfaces(): Promise<{ productId: number; sportType: number; interfaces: TInterface[] }[]> {
  const { rows } = await catalogueDb.query(
    `select p.product_id as "productId", p.sport_type as "sportType", d.interfaces
     from catalogue.products p join catalogue.product_details d using (product_id) order by p.product_id`,
  );
  return rows;
}

function setInterfaces(productId: number, interfaces: TInterface[]) {
  return fetch(`${testEnv.catalogueUrl}/internal/products/${productId}/interfaces`, {
    method: 'PUT',
    headers: internal,
    body: JSON.stringify({ interfaces }),
  });
}

describe('product endpoints and their documents', () => {
  it('link, on every product page, a document of the docs service named as the endpoint', async () => {
    const products = await seededInterfaces();
    expect(products.length).toBeGreaterThanOrEqual(16);
    const refs = [...new Set(products.flatMap((product) => product.interfaces.map((item) => item.docRef)))];
    const { documents, unknownRefs } = await resolveRefs(refs);
    expect(unknownRefs).toEqual([]);
    const byRef = new Map(documents.map((document) => [document.ref, document]));
    for (const product of products) {
      expect(product.interfaces.length, `product ${product.productId}`).toBeGreaterThan(0);
      for (const item of product.interfaces) {
        const document = byRef.get(item.docRef)!;
        const where = `product ${product.productId} → ${item.docRef}`;
        expect(document.sportType, where).toBe(product.sportType);
        expect(document.name.en, where).toContain(item.name.en);
        expect(item.name.vi, where).toBeTruthy();
        expect(document.name.vi, where).toContain(item.name.vi);
      }
    }
  });

  it('are checked by the catalogue against the docs service when the back office changes them', async () => {
    const [odds] = (await seededInterfaces()).filter((product) => product.productId === 53);
    const unknown = await setInterfaces(53, [
      ...odds!.interfaces,
      { name: { en: 'Corners', vi: 'Phạt góc' }, docRef: 'football.corners' },
    ]);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      resultCode: 10002,
      resultInfo: 'Unknown document reference: football.corners',
    });
    const otherSport = await setInterfaces(53, [{ name: { en: 'Odds', vi: 'Tỷ lệ kèo' }, docRef: 'basketball.odds' }]);
    expect(otherSport.status).toBe(400);

    const same = await setInterfaces(53, odds!.interfaces);
    expect(same.status).toBe(200);
    expect(((await same.json()) as { data: { interfaces: TInterface[] } }).data.interfaces).toEqual(odds!.interfaces);
  });
});
