import type { TReferenceSport } from '@matchwire/contracts/data-api/reference';
import type { TMatchEventSource, TSportFeed } from './feed.ts';
import type { TLiveSources } from './live/live-source.ts';

/**
 * The generated sports data: each sport's interfaces, the events of their live matches, and the
 * matches as the live-animation widgets show them (football and basketball).
 */
export type TWorld = {
  feeds: Record<TReferenceSport, TSportFeed>;
  events: Record<TReferenceSport, TMatchEventSource>;
  live: TLiveSources;
};
