import type { TIconName } from '~/components/ui/icon';
import type { TMessageKey } from '~/i18n/en';

/**
 * Console destinations (SPEC 2 order: Plans, API Key, Animation, Payment, Support Tickets,
 * Profile; API usage follows the key it meters, score webhooks follow the usage), shared by the account menu and the console
 * sidebar. Only pages that exist are listed.
 */
export const CONSOLE_LINKS: ReadonlyArray<{
  to: string;
  labelKey: TMessageKey;
  icon: TIconName;
  /** Shows the unread ticket replies beside the label. */
  hasUnreadBadge?: boolean;
}> = [
  { to: '/user/plans', labelKey: 'nav.plans', icon: 'layers' },
  { to: '/user/accountSettings', labelKey: 'nav.apiKey', icon: 'key' },
  { to: '/user/usage', labelKey: 'nav.usage', icon: 'stats' },
  { to: '/user/webhooks', labelKey: 'nav.webhooks', icon: 'bolt' },
  { to: '/user/animConfig', labelKey: 'nav.animation', icon: 'play' },
  { to: '/user/payment', labelKey: 'nav.payment', icon: 'card' },
  { to: '/user/tickets', labelKey: 'nav.tickets', icon: 'support', hasUnreadBadge: true },
  { to: '/user/profile', labelKey: 'nav.profile', icon: 'user' },
];
