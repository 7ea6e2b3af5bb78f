import type { TDataInterface } from '@matchwire/contracts/data-api/interfaces';
import type { TDataApiDeps } from '../data-api-deps.ts';
import type { TMatchEvent } from '../world/feed.ts';

/** How often the stream looks for new events, and how often it says it is still there. */
const pollMs = 1000;
const keepAliveMs = 10_000;
/** A resume point older than this starts from it at most (what a reconnecting client may have missed). */
const longestResumeMs = 10 * 60_000;

/** `<occurredAt ms>-<matchId>-<eventId>`: an event's place in the stream, sent as its SSE id. */
export function streamPosition(event: TMatchEvent): string {
  return `${event.occurredAt.getTime()}-${event.matchId}-${event.eventId}`;
}

function parsePosition(text: string | undefined): { ms: number; matchId: number; eventId: number } | undefined {
  const match = /^(\d{1,15})-(\d{1,12})-(\d{1,12})$/.exec(text ?? '');
  return match ? { ms: Number(match[1]), matchId: Number(match[2]), eventId: Number(match[3]) } : undefined;
}

function isAfter(event: TMatchEvent, position: { ms: number; matchId: number; eventId: number }): boolean {
  const ms = event.occurredAt.getTime();
  if (ms !== position.ms) return ms > position.ms;
  return event.matchId !== position.matchId ? event.matchId > position.matchId : event.eventId > position.eventId;
}

/** A match event as the stream's `data` (reference/live-streams.json). */
function streamedEvent(event: TMatchEvent) {
  return {
    ...(event.sport === 'esports' ? { game: event.game ?? '' } : {}),
    matchId: event.matchId,
    competitionId: event.competitionId,
    eventId: event.eventId,
    type: event.type,
    occurredAt: Math.floor(event.occurredAt.getTime() / 1000),
    period: event.period,
    clock: event.clock,
    side: event.side ?? '',
    playerId: event.playerId ?? 0,
    score: event.score,
  };
}

/**
 * Streams the live matches' events of one sport as Server-Sent Events, in the order they happen,
 * for the moment the caller may see (a trial's is its delay behind): from the client's resume
 * point (`Last-Event-ID`) when it reconnects, else from now. Each pass writes what happened since
 * the last; a comment keeps quiet connections open. Stops when the client goes.
 */
export function streamLiveEvents(
  deps: Pick<TDataApiDeps, 'world' | 'clock'>,
  stream: {
    iface: TDataInterface;
    filter: { matchId?: number; competitionId?: number; game?: string };
    delayMs: number;
    lastEventId: string | undefined;
    write: (chunk: string) => void;
    onClose: (stop: () => void) => void;
  },
): void {
  const sportEvents = deps.world.events[stream.iface.sport];
  const visibleNow = () => new Date(deps.clock().getTime() - stream.delayMs);
  const resume = parsePosition(stream.lastEventId);
  let from = resume ? new Date(Math.max(resume.ms - 1, visibleNow().getTime() - longestResumeMs)) : visibleNow();
  let lastWriteMs = Date.now();
  const { matchId, competitionId, game } = stream.filter;
  const wanted = (event: TMatchEvent) =>
    (matchId === undefined || event.matchId === matchId) &&
    (competitionId === undefined || event.competitionId === competitionId) &&
    (game === undefined || event.game === game) &&
    (resume === undefined || isAfter(event, resume));

  const pass = () => {
    const to = visibleNow();
    if (to <= from) return;
    const events = sportEvents(from, to)
      .filter(wanted)
      .sort(
        (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.matchId - b.matchId || a.eventId - b.eventId,
      );
    from = to;
    let chunk = '';
    for (const event of events) {
      chunk += `event: match-event\nid: ${streamPosition(event)}\ndata: ${JSON.stringify(streamedEvent(event))}\n\n`;
    }
    if (!chunk && Date.now() - lastWriteMs >= keepAliveMs) chunk = ': keep-alive\n\n';
    if (chunk) {
      stream.write(chunk);
      lastWriteMs = Date.now();
    }
  };
  // A retry hint first, then whatever a resuming client missed.
  stream.write(`retry: 3000\n\n`);
  pass();
  const timer = setInterval(pass, pollMs);
  stream.onClose(() => clearInterval(timer));
}
