import type { TIconName } from '~/components/ui/icon';
import type { TMessageKey } from '~/i18n/en';

/** Console destinations (SPEC 2), shared by the account menu and the console sidebar. */
export const CONSOLE_LINKS: ReadonlyArray<{ to: string; labelKey: TMessageKey; icon: TIconName }> = [
  { to: '/user/plans', labelKey: 'nav.plans', icon: 'tag' },
  { to: '/user/accountSettings', labelKey: 'nav.apiKey', icon: 'key' },
  { to: '/user/animConfig', labelKey: 'nav.animation', icon: 'play' },
  { to: '/user/payment', labelKey: 'nav.payment', icon: 'odds' },
  { to: '/user/tickets', labelKey: 'nav.tickets', icon: 'support' },
  { to: '/user/profile', labelKey: 'nav.profile', icon: 'user' },
];
