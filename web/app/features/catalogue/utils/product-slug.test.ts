import { describe, expect, it } from 'vitest';
import { parseProductSlug } from './product-slug';

describe('parseProductSlug', () => {
  it('reads the sport and the trailing id of both URL families', () => {
    expect(parseProductSlug('football-api-product-53.html')).toEqual({ sport: 'football', productId: 53 });
    expect(parseProductSlug('basketball-nba-81.html')).toEqual({ sport: 'basketball', productId: 81 });
    expect(parseProductSlug('football-top-5-european-leagues-82.html')).toEqual({ sport: 'football', productId: 82 });
    expect(parseProductSlug('esports-90.html')).toEqual({ sport: 'esports', productId: 90 });
  });

  it('refuses other shapes', () => {
    expect(parseProductSlug('tennis-api-product-1.html')).toBeNull();
    expect(parseProductSlug('football-api-product-53')).toBeNull();
    expect(parseProductSlug('football-api-product-x.html')).toBeNull();
    expect(parseProductSlug(undefined)).toBeNull();
  });
});
