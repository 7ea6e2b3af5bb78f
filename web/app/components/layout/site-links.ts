import type { TMessageKey } from '~/i18n/en';

/** A link of the site's navigation, labelled from the catalogue; `isExternal` for mailto: and other sites. */
export type TSiteLink = { to: string; labelKey: TMessageKey; isExternal?: boolean; hasUnreadBadge?: boolean };

/** The main navigation's sport menus, as the header's dropdowns and the drawer's groups (SPEC 2). */
export const SPORT_MENUS = [
  { sport: 'football', labelKey: 'nav.football', allLabelKey: 'nav.allFootball' },
  { sport: 'basketball', labelKey: 'nav.basketball', allLabelKey: 'nav.allBasketball' },
] as const satisfies ReadonlyArray<{ sport: string; labelKey: TMessageKey; allLabelKey: TMessageKey }>;

/** The main navigation's links after the sport menus, in the header and the drawer. */
export const SITE_LINKS: ReadonlyArray<TSiteLink> = [
  { to: '/bola', labelKey: 'nav.widgets' },
  { to: '/docs', labelKey: 'nav.docs' },
  { to: '/faq', labelKey: 'nav.faq' },
];
