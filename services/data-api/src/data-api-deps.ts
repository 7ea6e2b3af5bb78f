import type { TPublishingDeps } from '@matchwire/kit/publishing-service';
import type { EntitlementDirectory } from '@matchwire/kit/entitlements/entitlement-directory';
import type { InterfaceSwitches } from './access/interface-switches.ts';
import type { KeyDirectory } from './access/key-directory.ts';
import type { ProductCoverage } from './access/product-coverage.ts';
import type * as schema from './db/schema.ts';
import type { CallCounters } from './metering/call-counters.ts';
import type { TWorld } from './world/world.ts';

/** What the data API's routes, use-cases and jobs are given; built once in app.ts. */
export type TDataApiDeps = TPublishingDeps<typeof schema> & {
  clock: () => Date;
  /** API keys: owner, activity and whitelist (read model fed by account's events). */
  keys: KeyDirectory;
  /** What each customer may call (read model fed by billing's events). */
  entitlements: EntitlementDirectory;
  /** The leagues a subscription to each product covers (read model fed by the catalogue's events). */
  coverage: ProductCoverage;
  /** Interfaces staff switched off (loaded at start, kept current by events). */
  switches: InterfaceSwitches;
  /** Frequency, quota, recent-call and usage counters shared by the replicas. */
  counters: CallCounters;
  /** The generated sports data and its live matches. */
  world: TWorld;
  /** Multiplies the interfaces' frequency limits (load tests; 1 in production). */
  frequencyLimitFactor: number;
};
