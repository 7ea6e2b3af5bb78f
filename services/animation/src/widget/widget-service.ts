import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { EntitlementDirectory } from '@matchwire/kit/entitlements/entitlement-directory';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAnimationDeps } from '../animation-deps.ts';
import type { TAnimationConfig } from '../config.ts';
import { startEntitlementChangesConsumer } from '../events/consumers/entitlement-changes.ts';
import { startLiveMatchEventsConsumer } from '../events/consumers/live-match-events.ts';
import { LiveBoard } from '../live/live-board.ts';
import { registerWidgetRoutes } from '../routes/widget/widget-routes.ts';
import { fetchEntitlementsFrom } from '../upstreams/billing-entitlements.ts';
import { createLiveData } from '../upstreams/data-api-live.ts';
import { allowWidgetOrigins } from './widget-cors.ts';
import type { TWidgetDeps } from './widget-deps.ts';
import { WidgetScript } from './widget-script.ts';

/**
 * The widgets' side of the service: their endpoints (with CORS), billing's entitlements, the data
 * API's live matches and this replica's live board, the bundled embed script. Built by app.ts.
 */
export function buildWidgetService(
  app: TZodApp,
  serve: TServeEndpoint,
  deps: TAnimationDeps,
  config: Pick<TAnimationConfig, 'BILLING_URL' | 'DATA_API_URL' | 'INTERNAL_SECRET_ANIMATION'>,
) {
  const secret = config.INTERNAL_SECRET_ANIMATION;
  const liveData = createLiveData({ baseUrl: config.DATA_API_URL, secret });
  const widgetDeps: TWidgetDeps = {
    ...deps,
    entitlements: new EntitlementDirectory(fetchEntitlementsFrom({ baseUrl: config.BILLING_URL, secret })),
    liveData,
    board: new LiveBoard(liveData, deps.clock),
    script: new WidgetScript(),
  };
  allowWidgetOrigins(app);
  registerWidgetRoutes(serve, widgetDeps);
  return {
    deps: widgetDeps,
    /** After the service's own start: its consumers are stopped with the others (bus.stopConsumers). */
    async start(bus: EventBus) {
      await widgetDeps.script.build();
      widgetDeps.board.start();
      await startLiveMatchEventsConsumer(widgetDeps, bus);
      await startEntitlementChangesConsumer(widgetDeps, bus);
    },
    stop() {
      widgetDeps.board.stop();
    },
  };
}
