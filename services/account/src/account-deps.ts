import type { TPublishingDeps } from '@matchwire/kit/publishing-service';
import type { TSessionTokens } from './auth/session-tokens.ts';
import type { TAccountConfig } from './config.ts';
import type * as schema from './db/schema.ts';

/** What the account service's routes and use-cases are given; built once in app.ts. */
export type TAccountDeps = TPublishingDeps<typeof schema> & {
  config: TAccountConfig;
  tokens: TSessionTokens;
};
