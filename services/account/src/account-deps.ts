import type { OutboxRelay } from '@matchwire/kit/bus/outbox';
import type { Logger } from '@matchwire/kit/logger';
import type { TSessionTokens } from './auth/session-tokens.ts';
import type { TAccountConfig } from './config.ts';
import type { TAccountDb } from './db/account-db.ts';

/** What the account service's routes and use-cases are given; built once in app.ts. */
export type TAccountDeps = {
  db: TAccountDb;
  outboxRelay: OutboxRelay;
  logger: Logger;
  config: TAccountConfig;
  tokens: TSessionTokens;
};
