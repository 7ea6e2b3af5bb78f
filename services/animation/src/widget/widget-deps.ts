import type { EntitlementDirectory } from '@matchwire/kit/entitlements/entitlement-directory';
import type { TAnimationDeps } from '../animation-deps.ts';
import type { LiveBoard } from '../live/live-board.ts';
import type { TLiveData } from '../upstreams/data-api-live.ts';
import type { WidgetScript } from './widget-script.ts';

/** What the widget endpoints need besides the service's deps; built once in app.ts. */
export type TWidgetDeps = TAnimationDeps & {
  /** What each customer may show (billing's grants, forgotten on billing's events). */
  entitlements: EntitlementDirectory;
  /** The data API's live matches. */
  liveData: TLiveData;
  /** This replica's live matches, fed by `data.match-event.v1`. */
  board: LiveBoard;
  /** The embeddable script, bundled at start. */
  script: WidgetScript;
};
