/**
 * GET /internal/products/coverage: what the data API checks a subscriber's calls against, each
 * product's sport and the leagues of its page, for the data API only.
 */
import { expectInternalRefusal, notTheBackoffice } from '@matchwire/devinfra/internal-refusals';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { describe, expect, it } from 'vitest';
import { useCatalogueTestFile } from './support/catalogue-test-file.ts';
import { asBackoffice, callAsBackoffice, internalSecrets } from './support/catalogue-under-test.ts';

const catalogue = useCatalogueTestFile();
const url = '/internal/products/coverage';
const asDataApi = internalCallerHeaders('data-api', internalSecrets['data-api']);

type TCoverage = { productId: number; sportType: number; leagueIds: number[] };

describe('GET /internal/products/coverage (data API)', () => {
  it("lists every product's sport and its page's leagues, in product order", async () => {
    const { status, body } = await catalogue.get(url, asDataApi);
    expect(status).toBe(200);
    const products: TCoverage[] = body.data.products;
    expect(products.map((product) => product.productId)).toEqual([
      53, 54, 55, 56, 57, 58, 81, 82, 83, 84, 85, 86, 90, 91, 92, 93,
    ]);
    expect(products.find((product) => product.productId === 83)).toEqual({
      productId: 83,
      sportType: 1,
      leagueIds: [36, 138, 140],
    });
    expect(products.find((product) => product.productId === 91)).toEqual({
      productId: 91,
      sportType: 3,
      leagueIds: [5101, 5102, 5103, 5104],
    });
  });

  it('keeps a disabled product: its subscribers still call within its leagues', async () => {
    expect(
      (await callAsBackoffice(catalogue.service(), 'PATCH', '/internal/products/58', { status: 2 })).statusCode,
    ).toBe(200);
    const products: TCoverage[] = (await catalogue.get(url, asDataApi)).body.data.products;
    expect(products.find((product) => product.productId === 58)).toEqual({
      productId: 58,
      sportType: 1,
      leagueIds: [36],
    });
  });

  it.each([
    ...notTheBackoffice,
    ['as the data API with a wrong secret', internalCallerHeaders('data-api', 'not-the-data-api-secret')],
    ['as the back office', asBackoffice],
    ['as billing', internalCallerHeaders('billing', internalSecrets.billing)],
  ])('refuses a caller %s with 403 / 11016', async (_case, headers) => {
    await expectInternalRefusal(catalogue.service().app, { method: 'GET', url }, headers);
  });
});
