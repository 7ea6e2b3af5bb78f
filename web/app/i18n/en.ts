import { enShell } from './en/shell';
import { enAccount } from './en/account';
import { enCatalogue } from './en/catalogue';
import { enContent } from './en/content';
import { enResults } from './en/results';
import { enBilling } from './en/billing';
import { enUsage } from './en/usage';
import { enWebhooks } from './en/webhooks';
import { enAnimation } from './en/animation';
import { enTickets } from './en/tickets';
import { enAdmin } from './en/admin';

/**
 * English catalogue: the source of every user-visible string (keys are the contract for vi.ts),
 * one file per area under en/ (results.ts: the text of every server result code).
 */
export const en = {
  ...enShell,
  ...enAccount,
  ...enCatalogue,
  ...enContent,
  ...enBilling,
  ...enUsage,
  ...enWebhooks,
  ...enAnimation,
  ...enTickets,
  ...enAdmin,
  ...enResults,
} as const;

export type TMessageKey = keyof typeof en;
export type TMessages = Record<TMessageKey, string>;
