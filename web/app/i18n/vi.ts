import type { TMessages } from './en';
import { viShell } from './vi/shell';
import { viAccount } from './vi/account';
import { viCatalogue } from './vi/catalogue';
import { viContent } from './vi/content';
import { viResults } from './vi/results';
import { viBilling } from './vi/billing';
import { viUsage } from './vi/usage';
import { viWebhooks } from './vi/webhooks';
import { viAnimation } from './vi/animation';
import { viTickets } from './vi/tickets';
import { viAdmin } from './vi/admin';

/** Vietnamese catalogue, one file per area under vi/; the compiler checks it has exactly the English keys. */
export const vi: TMessages = {
  ...viShell,
  ...viAccount,
  ...viCatalogue,
  ...viContent,
  ...viBilling,
  ...viUsage,
  ...viWebhooks,
  ...viAnimation,
  ...viTickets,
  ...viAdmin,
  ...viResults,
};
