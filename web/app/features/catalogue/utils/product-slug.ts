import { SPORT_TYPE, type TSportName } from '../sports';

const SPORT_BY_TYPE: Record<number, TSportName> = { 1: 'football', 2: 'basketball', 3: 'esports' };

export function sportNameOf(sportType: number): TSportName {
  return SPORT_BY_TYPE[sportType] ?? 'football';
}

export function isSportName(value: string | undefined): value is TSportName {
  return value !== undefined && value in SPORT_TYPE;
}

/**
 * SPEC 2: `{sport}-api-product-{id}.html` and `{sport}-{slug}-{id}.html`; the id is the trailing
 * number before `.html`. Null when the segment does not have that shape.
 */
export function parseProductSlug(segment: string | undefined): { sport: TSportName; productId: number } | null {
  const match = /^(football|basketball|esports)-(?:.*-)?(\d+)\.html$/.exec(segment ?? '');
  if (!match) return null;
  const productId = Number(match[2]);
  if (!Number.isSafeInteger(productId) || productId <= 0) return null;
  return { sport: match[1] as TSportName, productId };
}
