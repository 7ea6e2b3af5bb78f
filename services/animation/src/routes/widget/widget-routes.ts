import { animationEndpoints } from '@matchwire/contracts/animation/endpoints';
import { animTypes } from '@matchwire/contracts/animation/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { getWidgetConfig } from '../../use-cases/get-widget-config.ts';
import { listWidgetMatches } from '../../use-cases/list-widget-matches.ts';
import { admitWidget } from '../../widget/admit-widget.ts';
import type { TWidgetDeps } from '../../widget/widget-deps.ts';
import { framePolicy, refusedFramePage, widgetFramePage } from './frame-page.ts';
import { widgetCallerOf } from './widget-caller.ts';

/** How long a widget waits before reconnecting to a dropped stream, and how often a quiet stream says it is there. */
const streamRetryMs = 3000;
const heartbeatMs = 10_000;
const scriptMaxAgeSeconds = 300;

/**
 * The embedded widget's endpoints and the demo pages' (`widget` access: no identity; each
 * believes the access key and the embedding page's origin, widget/admit-widget.ts).
 */
export function registerWidgetRoutes(serve: TServeEndpoint, deps: TWidgetDeps): void {
  serve(animationEndpoints.footballDemoLive, async (request) =>
    listWidgetMatches(deps, { animType: animTypes.football, ...request.query }),
  );
  serve(animationEndpoints.basketballDemoLive, async (request) =>
    listWidgetMatches(deps, { animType: animTypes.basketball, ...request.query }),
  );

  serve(animationEndpoints.widgetConfig, async (request) => {
    const access = await admitWidget(deps, widgetCallerOf(request, request.query));
    return getWidgetConfig(deps, access, request.query);
  });

  serve(animationEndpoints.widgetMatches, async (request) => {
    await admitWidget(deps, widgetCallerOf(request, request.query));
    return listWidgetMatches(deps, request.query);
  });

  serve(animationEndpoints.widgetLive, async (request, _reply, openStream) => {
    const { animType, matchId, lang } = request.query;
    await admitWidget(deps, widgetCallerOf(request, request.query));
    await deps.board.load(animType, matchId, lang);
    const stream = openStream({ retryMs: streamRetryMs, heartbeatMs });
    const watch = deps.board.watch(animType, matchId, lang, (event) =>
      stream.send('match-event', event, String(event.eventId)),
    );
    stream.send('snapshot', watch.snapshot);
    void stream.closed.then(watch.stop);
  });

  // Its address stays as the widget changes: browsers keep it 5 minutes, then ask again with its ETag.
  serve(animationEndpoints.widgetScript, async () => {
    const { bytes, etag } = deps.script.script;
    return {
      fileName: 'animation.js',
      bytes,
      isInline: true,
      revalidated: { maxAgeSeconds: scriptMaxAgeSeconds, etag },
    };
  });

  serve(animationEndpoints.widgetFrame, async (request, reply) => {
    const { lang } = request.query;
    try {
      const access = await admitWidget(deps, widgetCallerOf(request, request.query, { isOriginChecked: false }));
      reply.header('content-security-policy', framePolicy(access.domains));
      return { fileName: 'frame.html', bytes: widgetFramePage(request.query), isInline: true };
    } catch (error) {
      if (!(error instanceof AppError) || error.resultCode < 16000) throw error;
      // Shown in any frame: it tells only why the widget is not there.
      reply.status(error.status).header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return { fileName: 'frame.html', bytes: refusedFramePage(lang, error.message), isInline: true };
    }
  });
}
