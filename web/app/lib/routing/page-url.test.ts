import { describe, expect, it } from 'vitest';
import { pageUrlOf } from './page-url';

const addressOf = (url: string) => {
  const page = pageUrlOf(new Request(url));
  return `${page.pathname}${page.search}`;
};

describe('pageUrlOf', () => {
  it('answers a document request as it came', () => {
    expect(addressOf('http://site.test/products/detail/football-api-product-53.html?lang=vi')).toBe(
      '/products/detail/football-api-product-53.html?lang=vi',
    );
  });

  it("answers a client navigation's data request as the page's address", () => {
    expect(addressOf('http://site.test/products/detail/football-api-product-53.html.data?lang=vi')).toBe(
      '/products/detail/football-api-product-53.html?lang=vi',
    );
    expect(addressOf('http://site.test/products/detail-new/nba-81.html.data?_routes=routes%2Fx&lang=en')).toBe(
      '/products/detail-new/nba-81.html?lang=en',
    );
    expect(addressOf('http://site.test/_.data')).toBe('/');
  });
});
