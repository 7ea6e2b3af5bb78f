import type { TSiteLink } from './site-links';

// The pages the footer and the sitemap both list, under the same names.

/** Each sport's product list. */
export const PRODUCT_API_LINKS: ReadonlyArray<TSiteLink> = [
  { to: '/products/football', labelKey: 'footer.footballApi' },
  { to: '/products/basketball', labelKey: 'footer.basketballApi' },
  { to: '/products/esports', labelKey: 'footer.esportsApi' },
];

/** The documentation and the FAQ. */
export const HELP_CENTRE_LINKS: ReadonlyArray<TSiteLink> = [
  { to: '/docs', labelKey: 'footer.docs' },
  { to: '/faq', labelKey: 'footer.faq' },
];

/** The company's pages: about, privacy, terms. */
export const COMPANY_LINKS: ReadonlyArray<TSiteLink> = [
  { to: '/home/about', labelKey: 'footer.aboutUs' },
  { to: '/home/privacy', labelKey: 'footer.privacy' },
  { to: '/home/terms', labelKey: 'footer.terms' },
];
