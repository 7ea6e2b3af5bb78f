import type { TSportName } from '../sports';
import { keptResults } from '~/lib/memo/kept-results';
import { sportNameOf } from './product-slug';

// Every page's menus link each product twice: its name's slug is made once, not twice per render.
const keptSlugs = keptResults(1000);

export function slugify(text: string): string {
  return keptSlugs(text, () =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  );
}

/** SPEC 2: /products/detail-new/{sport}-{english-name-slug}-{productId}.html */
export function productDetailPath(sport: TSportName, englishName: string, productId: number): string {
  const slug = slugify(englishName);
  return `/products/detail-new/${sport}-${slug ? `${slug}-` : ''}${productId}.html`;
}

/**
 * Where a product page's address must move to, or null when it may stay: the canonical
 * `detail-new` address, and SPEC 2's `detail/{sport}-api-product-{id}.html` of the product's own
 * sport, stay; a wrong sport or an outdated or made-up slug moves to the canonical address.
 */
export function canonicalProductRedirect(
  pathname: string,
  product: { sportType: number; englishName: string; productId: number },
): string | null {
  const sport = sportNameOf(product.sportType);
  const canonical = productDetailPath(sport, product.englishName, product.productId);
  const shortForm = `/products/detail/${sport}-api-product-${product.productId}.html`;
  return pathname === canonical || pathname === shortForm ? null : canonical;
}
