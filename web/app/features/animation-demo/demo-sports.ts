/** The live-animation demo pages (SPEC 2): their sport's animation type (SPEC enumerations) and path. */
export const DEMO_SPORTS = {
  football: { animType: 0, path: '/animation' },
  basketball: { animType: 1, path: '/bskAnimation' },
} as const;

export type TDemoSport = keyof typeof DEMO_SPORTS;

/** The sport of a demo page's path (`/bskAnimation` basketball, `/animation` football). */
export function demoSportOf(pathname: string): TDemoSport {
  return pathname.toLowerCase().startsWith(DEMO_SPORTS.basketball.path.toLowerCase()) ? 'basketball' : 'football';
}

/** The key the widget's endpoints accept from this site's own pages only (default materials). */
export const DEMO_ACCESS_KEY = 'demo';

/** The other live matches a demo page offers to switch to, besides the one it shows. */
export const OTHER_MATCHES_SHOWN = 6;
