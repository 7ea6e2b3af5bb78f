import { createContext, useContext, type ComponentType } from 'react';
import type { TNavData } from '~/root-data';

/**
 * The pieces of the site shell that belong to features. The shell never imports a feature (ESLint
 * refuses it); the root route, which composes features, hands them in through `ShellPartsProvider`.
 */
export type TShellParts = {
  /** A sport's products as menu links (the catalogue's), in the header's dropdowns and the drawer. */
  ProductMenu: ComponentType<{
    sport: 'football' | 'basketball';
    products: TNavData['football'];
    allLabel: string;
  }>;
  /** The footer's column of latest articles (the blog's). */
  FooterArticles: ComponentType;
  /** Counts a visitor following a footer partner link (marketing's). */
  reportLinkClick: (linkId: number) => void;
  /** The ticket popup (the tickets'): nothing until opened; the floating contact button opens it. */
  TicketPopup: ComponentType;
  openNewTicket: () => void;
  /** The signed-in customer's unread ticket replies, beside 'Support Tickets' (a count) or on the account menu (a dot). */
  UnreadBadge: ComponentType<{ variant?: 'count' | 'dot' }>;
};

const ShellPartsContext = createContext<TShellParts | null>(null);

export const ShellPartsProvider = ShellPartsContext.Provider;

export function useShellParts(): TShellParts {
  const parts = useContext(ShellPartsContext);
  if (!parts) throw new Error('The site shell renders inside ShellPartsProvider (root.tsx)');
  return parts;
}
