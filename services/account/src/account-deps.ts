import type { OutboxWriter } from '@matchwire/kit/bus/outbox-writer';
import type { Logger } from '@matchwire/kit/logger';
import type { TSessionTokens } from './auth/session-tokens.ts';
import type { TAccountConfig } from './config.ts';
import type { TAccountDb } from './db/account-db.ts';
import type * as schema from './db/schema.ts';

/** What the account service's routes and use-cases are given; built once in app.ts. */
export type TAccountDeps = {
  db: TAccountDb;
  /** The only way a use-case writes events: with its change, in one transaction; nudges the relay after the commit. */
  outbox: OutboxWriter<typeof schema>;
  logger: Logger;
  config: TAccountConfig;
  tokens: TSessionTokens;
};
