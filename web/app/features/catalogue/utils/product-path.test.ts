import { describe, expect, it } from 'vitest';
import { canonicalProductRedirect, productDetailPath } from './product-path';

const odds = { sportType: 1, englishName: 'Football Odds', productId: 53 };

describe('canonicalProductRedirect', () => {
  it('lets the canonical address and the short form of the right sport stay', () => {
    expect(productDetailPath('football', odds.englishName, 53)).toBe(
      '/products/detail-new/football-football-odds-53.html',
    );
    expect(canonicalProductRedirect('/products/detail-new/football-football-odds-53.html', odds)).toBeNull();
    expect(canonicalProductRedirect('/products/detail/football-api-product-53.html', odds)).toBeNull();
  });

  it('moves a wrong sport or an outdated slug to the canonical address', () => {
    const canonical = '/products/detail-new/football-football-odds-53.html';
    expect(canonicalProductRedirect('/products/detail-new/basketball-foo-53.html', odds)).toBe(canonical);
    expect(canonicalProductRedirect('/products/detail-new/football-odds-plan-53.html', odds)).toBe(canonical);
    expect(canonicalProductRedirect('/products/detail-new/football-53.html', odds)).toBe(canonical);
    expect(canonicalProductRedirect('/products/detail/esports-api-product-53.html', odds)).toBe(canonical);
    expect(canonicalProductRedirect('/products/detail/football-football-odds-53.html', odds)).toBe(canonical);
  });
});
