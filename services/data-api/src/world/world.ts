import type { TReferenceSport } from '@matchwire/contracts/data-api/reference';
import type { TMatchEventSource, TSportFeed } from './feed.ts';

/** The generated sports data: each sport's interfaces, and the events of their live matches. */
export type TWorld = {
  feeds: Record<TReferenceSport, TSportFeed>;
  events: Record<TReferenceSport, TMatchEventSource>;
};
