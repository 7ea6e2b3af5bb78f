import type { TLiveMatch, TWidgetConfig, TWidgetEvent } from '@matchwire/contracts/animation/live';

export type { TLiveMatch, TWidgetConfig, TWidgetEvent };
export type TAnimType = 0 | 1;
export type TLang = 'en' | 'vi';
export type TSide = 'home' | 'away';

export type TMountOptions = {
  /** The customer's access key (`mwa_…`), or `demo` on Matchwire's own pages. */
  key: string;
  /** 0 football, 1 basketball. */
  animType: TAnimType;
  lang?: TLang;
  /** A fixed match; without it the widget shows the best live match. */
  matchId?: number;
  /** Where the widget endpoints are served; the page's own origin by default. */
  apiOrigin?: string;
  /** The materials to draw (the console's preview of a draft): the config call is skipped. */
  config?: TWidgetConfig;
};

export type TWidgetHandle = {
  destroy(): void;
  /** Draws other materials at once (the console's preview as the customer picks them). */
  update(config: TWidgetConfig): void;
};

/** What the host's `data-state` says, for tests and the embedding page's styles. */
export type TWidgetState = 'loading' | 'live' | 'refused' | 'no-match';

/** A spot on the field: x along its length (0 the left goal line or baseline, 1 the right), y across (0 the top touchline). */
export type TPoint = { x: number; y: number };

export type TScene = {
  ball: TPoint;
  home: TPoint[];
  away: TPoint[];
};

/** What a scene is derived from: the match, its events so far (oldest first), the time since the last one reached the widget. */
export type TSceneInput = {
  match: TLiveMatch;
  events: TWidgetEvent[];
  msSinceEvent: number;
};
