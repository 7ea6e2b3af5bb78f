import { useRouteLoaderData } from 'react-router';
import type { TLang } from '~/i18n';
import type { TBlogListItem } from '~/features/blog';
import type { TProduct } from '~/features/catalogue';
import type { TPartnerLink } from '~/features/marketing';
import type { TMessagingContact, TSystemConfig } from '~/features/settings';
import type { TPublicEnv } from '~/lib/env/public-env';
import type { TSessionUser } from '~/lib/session/session-user';

export type TRootData = {
  lang: TLang;
  env: TPublicEnv;
  /** Computed on the server so server and browser render the same copyright year. */
  year: number;
  origin: string;
  /** SPEC 4: the visitor as GET /api/auth/userCheckLogin saw them; null when logged out. */
  user: TSessionUser | null;
  nav: TNavData;
};

/**
 * What every page's shell shows (menus, notices, footer, contact buttons), fetched and checked by
 * the root loader on the server. A part whose call failed is empty; the page still renders.
 */
export type TNavData = {
  football: TProduct[];
  basketball: TProduct[];
  systemConfig: TSystemConfig;
  partnerLinks: TPartnerLink[];
  footerArticles: TBlogListItem[];
  messagingContacts: TMessagingContact[];
};

export function useRootData(): TRootData | undefined {
  return useRouteLoaderData('root') as TRootData | undefined;
}
