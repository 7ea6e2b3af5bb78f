import { dataApiInterfaces } from '@matchwire/contracts/data-api/interfaces';
import { referenceSports } from '@matchwire/contracts/data-api/reference';
import type { TWorld } from './world.ts';

/**
 * Builds what the first answers of the day would otherwise build while a customer waits (a
 * year's schedules, a season's tables: up to a second): asks every sport for its last minute of
 * events and every live interface for its answer, once, at start.
 */
export function warmUpWorld(world: TWorld, now: Date): void {
  for (const sport of referenceSports) world.events[sport](new Date(now.getTime() - 60_000), now);
  for (const iface of dataApiInterfaces()) {
    if (!iface.isLive || iface.isStream || iface.params.some((param) => param.required)) continue;
    world.feeds[iface.sport][iface.ref]?.({}, now);
  }
}
