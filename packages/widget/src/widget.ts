import { createAnimator } from './animator.ts';
import { fetchBestMatch, fetchConfig, retryDelay, widgetUrl, type TCallContext } from './data/api.ts';
import { openLiveStream } from './data/live-stream.ts';
import { refusalText, translator } from './i18n.ts';
import { announcement, matchSummary, statusText, timelineMarkup } from './render/panel.ts';
import { createView } from './render/view.ts';
import { basketballScene } from './scene/basketball-scene.ts';
import { isClockRunning, tickClock } from './scene/clock.ts';
import { eventKind } from './scene/event-kind.ts';
import { footballScene } from './scene/football-scene.ts';
import { applyEvent, applySnapshot, type TLiveState } from './scene/live-state.ts';
import { easeToward, sway } from './scene/motion.ts';
import type { TMountOptions, TScene, TWidgetConfig, TWidgetEvent, TWidgetHandle } from './types.ts';

/** Below this width the timeline goes under the field and the stands are cut away. */
const narrowWidth = 560;
/** After full time, how long the finished match stays before the widget looks for the next live one. */
const afterFullTimeMs = 90_000;
const noMatchRetryMs = 60_000;
/** A stream that stayed open this long was healthy: its end starts the back-off afresh. */
const healthyStreamMs = 60_000;

/**
 * Shows a live match in `host`: the config (unless given), the best live match (unless one is
 * named), then its live stream, drawn until `destroy()`.
 */
export function mountAnimation(host: HTMLElement, options: TMountOptions): TWidgetHandle {
  const lang = options.lang ?? 'en';
  const t = translator(lang);
  const context: TCallContext = {
    apiOrigin: options.apiOrigin ?? location.origin,
    key: options.key,
    animType: options.animType,
    lang,
  };
  const resolveUrl = (url: string) => new URL(url, context.apiOrigin).href;
  const view = createView(host, options.animType, t);
  const aborter = new AbortController();
  const animator = createAnimator(host, drawFrame);
  const resizer = new ResizeObserver(([entry]) => view.setLayout((entry?.contentRect.width ?? 0) < narrowWidth));
  resizer.observe(host);
  const sceneOf = options.animType === 0 ? footballScene : basketballScene;
  let config: TWidgetConfig | null = options.config ?? null;
  let live: TLiveState | null = null;
  let shown: TScene | null = null;
  let lastFrame = 0;
  let attempt = 0;
  let streamOpenedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closeStream = () => {};

  view.setState('loading', t('connecting'));
  if (config) view.drawField(config, resolveUrl);
  void connect();

  function later(action: () => void, ms: number) {
    clearTimeout(timer);
    timer = setTimeout(action, ms);
  }

  async function connect() {
    // Each await may end after `destroy()`: the signal says so, and nothing is drawn then.
    try {
      if (!options.config) {
        const answer = await fetchConfig(context, aborter.signal);
        if (aborter.signal.aborted) return;
        if ('refusal' in answer) return refuse(answer.refusal);
        if (JSON.stringify(answer.data) !== JSON.stringify(config)) view.drawField(answer.data, resolveUrl);
        config = answer.data;
      }
      let matchId = options.matchId ?? (live?.match.status === 'live' ? live.match.matchId : undefined);
      // With the config given, the matches call is what tells a retry that the key was refused.
      if (matchId === undefined || (attempt > 0 && options.config)) {
        const answer = await fetchBestMatch(context, aborter.signal);
        if (aborter.signal.aborted) return;
        if ('refusal' in answer) return refuse(answer.refusal);
        matchId ??= answer.data?.matchId;
      }
      if (matchId === undefined) {
        if (!live) view.setState('no-match', t('noMatch'));
        return later(connect, noMatchRetryMs);
      }
      streamOpenedAt = Date.now();
      closeStream = openLiveStream(widgetUrl(context, 'live', { matchId }), { onSnapshot, onEvent, onError });
    } catch {
      if (!aborter.signal.aborted) onError();
    }
  }

  function refuse(resultCode: number) {
    live = null;
    animator.stop();
    view.setState('refused', refusalText(lang, resultCode));
  }

  function onError() {
    closeStream();
    // A stream that opens and drops at once must not be asked for again every second.
    if (streamOpenedAt && Date.now() - streamOpenedAt >= healthyStreamMs) attempt = 0;
    streamOpenedAt = 0;
    if (live) view.setConnection(t('reconnecting'));
    else view.setState('loading', t(attempt === 0 ? 'connecting' : 'reconnecting'));
    later(connect, retryDelay(attempt++));
  }

  function onSnapshot(snapshot: { match: TLiveState['match']; events: TWidgetEvent[] }) {
    const isNewMatch = live?.match.matchId !== snapshot.match.matchId;
    live = applySnapshot(live, snapshot, Date.now());
    if (isNewMatch) {
      view.setTeams(live.match);
      shown = null;
    }
    view.setConnection('');
    view.setState('live');
    showEvents();
    if (live.match.status === 'finished') whenFinished();
  }

  function onEvent(event: TWidgetEvent) {
    if (!live) return;
    const next = applyEvent(live, event, Date.now());
    if (!next) return;
    live = next;
    attempt = 0;
    const text = announcement(t, live.match, event, live.events.at(-2));
    if (text) view.announce(text);
    showEvents();
    if (eventKind(event.type) === 'end') whenFinished();
  }

  /** A widget not tied to one match moves on to the next live match a while after full time. */
  function whenFinished() {
    if (options.matchId !== undefined) return;
    later(() => {
      closeStream();
      void connect();
    }, afterFullTimeMs);
  }

  /** The header and timeline change with each event, drawn or not: the page's readers see them at once. */
  function showEvents() {
    if (!live) return;
    view.setTimeline(timelineMarkup(t, live.match, live.events));
    drawHeader(Date.now());
    animator.start();
  }

  function drawHeader(now: number) {
    if (!live) return;
    const { match, events } = live;
    const isRunning = isClockRunning(match, events.at(-1));
    const clock = isRunning ? tickClock(match.clock, match.period, options.animType, now - live.clockAt) : match.clock;
    view.setHeader({
      score: `${match.score.home}–${match.score.away}`,
      clock,
      status: statusText(t, options.animType, match, events.at(-1)),
      summary: matchSummary(match, clock),
      isRunning,
    });
  }

  function drawFrame(now: number) {
    if (!live) return;
    drawHeader(now);
    const { match, events } = live;
    const target = sceneOf({ match, events, msSinceEvent: now - live.lastEventAt });
    const isStill = animator.isReducedMotion();
    shown = isStill || !shown ? target : easeToward(shown, target, Math.min(now - lastFrame, 250));
    lastFrame = now;
    view.drawScene(isStill ? shown : sway(shown, now));
  }

  return {
    update(next: TWidgetConfig) {
      config = next;
      view.drawField(next, resolveUrl);
    },
    destroy() {
      aborter.abort();
      clearTimeout(timer);
      closeStream();
      animator.destroy();
      resizer.disconnect();
      view.destroy();
    },
  };
}
