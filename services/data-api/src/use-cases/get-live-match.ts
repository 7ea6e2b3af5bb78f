import type { TLang } from '@matchwire/contracts/common/lang';
import type { TLiveMatchAnswer, TLiveSport } from '@matchwire/contracts/data-api/live-endpoints';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TDataApiDeps } from '../data-api-deps.ts';

/** One match as it stands now with its last `limit` events; 10004 for an id no shown match has. */
export function getLiveMatch(
  deps: Pick<TDataApiDeps, 'world' | 'clock'>,
  input: { sport: TLiveSport; matchId: number; lang: TLang; limit: number },
): TLiveMatchAnswer {
  const found = deps.world.live[input.sport].findMatch(input.matchId, deps.clock(), input.lang);
  if (!found) throw new AppError('objectNotFound');
  return { ...found, events: found.events.slice(-input.limit) };
}
