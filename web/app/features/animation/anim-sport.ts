import { animSports, type TAnimType } from '@matchwire/contracts/animation/fields';
import type { TMessageKey } from '~/i18n/en';

/** The page's sports, in tab order (SPEC enumerations: animation type football 0, basketball 1). */
export const ANIM_SPORTS = [
  { animType: 0, sport: 'football', label: 'animation.sport.football' },
  { animType: 1, sport: 'basketball', label: 'animation.sport.basketball' },
] as const satisfies readonly { animType: TAnimType; sport: string; label: TMessageKey }[];

/** The page's `?sport=` (football unless it says basketball), so a sport can be linked to and reloaded. */
export function animTypeOf(search: URLSearchParams): TAnimType {
  return search.get('sport') === animSports[1].sport ? 1 : 0;
}
