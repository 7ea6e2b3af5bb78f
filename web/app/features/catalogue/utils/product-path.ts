import type { TSportName } from '../sports';

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** SPEC 2: /products/detail-new/{sport}-{english-name-slug}-{productId}.html */
export function productDetailPath(sport: TSportName, englishName: string, productId: number): string {
  const slug = slugify(englishName);
  return `/products/detail-new/${sport}-${slug ? `${slug}-` : ''}${productId}.html`;
}
