/**
 * The widget's live stream (`/widget/v1/live`, Server-Sent Events) on the real Kafka of `npm test`:
 * a snapshot of the match from the data API, then each `data.match-event.v1` published through the
 * broker, once, with its player's name; an unknown match is 16007 before any stream. The data API
 * and billing are stand-ins answering their internal contracts over HTTP.
 */
import type { AddressInfo } from 'node:net';
import type { TWidgetEvent } from '@matchwire/contracts/animation/live';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { buildEvent } from '@matchwire/kit/bus/publish';
import { encodeEnvelope } from '@matchwire/proto';
import { describe, expect, it } from 'vitest';
import { animationCalls } from './support/animation-calls.ts';
import { asCustomer, buildAnimationOnKafka, newUserId } from './support/animation-under-test.ts';
import { footballMatch, footballTrial, unusedMatchId, useUpstreamStandIns } from './support/upstream-stand-ins.ts';

const upstreams = useUpstreamStandIns();
const under = useServiceUnderTest('animation', (databaseUrl) =>
  buildAnimationOnKafka(databaseUrl, { BILLING_URL: upstreams.url, DATA_API_URL: upstreams.url }),
);
const origin = 'https://live.example.com';

async function publishedKey(): Promise<string> {
  const userId = newUserId();
  upstreams.grantsByUser.set(userId, [footballTrial]);
  await animationCalls(under.service).save(asCustomer(userId), { domains: ['example.com'] });
  return (await animationCalls(under.service).publish(asCustomer(userId))).json().data.accessKey as string;
}

function liveUrl(key: string, matchId: number): string {
  const { port } = under.service.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/widget/v1/live?key=${key}&animType=0&matchId=${matchId}`;
}

type TMessage = { event: string; id?: string; data: unknown };

/** Reads a Server-Sent Events body message by message (comments and the retry hint skipped). */
function messagesOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    async next(): Promise<TMessage> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const fields = new Map(
            block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (!fields.has('event')) continue;
          return { event: fields.get('event')!, id: fields.get('id'), data: JSON.parse(fields.get('data')!) };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

async function publishMatchEvent(
  matchId: number,
  event: { eventId: number; playerId: number; home: number; away: number },
) {
  const envelope = buildEvent(
    'data-api',
    'data.match-event.v1',
    {
      sport: 'football',
      game: '',
      matchId: BigInt(matchId),
      competitionId: 36,
      eventId: event.eventId,
      type: 'goal',
      occurredAt: new Date().toISOString(),
      period: 2,
      clock: "67'",
      side: 'away',
      playerId: event.playerId,
      scoreHome: event.home,
      scoreAway: event.away,
    },
    `football:${matchId}`,
  );
  await under.bus.publish([{ topic: envelope.type, key: envelope.key, value: encodeEnvelope(envelope) }]);
}

/** Publishes every half second until `arrival` settles, and answers what arrived. */
async function whilePublishing<T>(arrival: Promise<T>, publish: () => Promise<void>): Promise<T> {
  let hasArrived = false;
  void arrival.finally(() => (hasArrived = true)).catch(() => undefined);
  while (!hasArrived) {
    await publish();
    await Promise.race([arrival, new Promise((resolve) => setTimeout(resolve, 500))]);
  }
  return arrival;
}

describe("a widget's live stream", () => {
  it('sends the snapshot, then each match event from Kafka once, with the player named', async () => {
    const key = await publishedKey();
    const matchId = unusedMatchId();
    const fixture = footballMatch(matchId);
    upstreams.matches.set(matchId, fixture);
    const answer = await fetch(liveUrl(key, matchId), { headers: { origin } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    const stream = messagesOf(answer.body!);
    const snapshot = await stream.next();
    expect(snapshot.event).toBe('snapshot');
    expect(snapshot.data).toEqual({ match: fixture.match, events: fixture.events });

    // The board reads only events published after its consumer joined (in the background, at
    // start): the first event is sent again until it arrives. Each copy after the first, like a
    // redelivery or an event the snapshot held, must not be sent twice.
    const first = await whilePublishing(stream.next(), () =>
      publishMatchEvent(matchId, { eventId: 3, playerId: 201, home: 1, away: 1 }),
    );
    await publishMatchEvent(matchId, { eventId: 3, playerId: 201, home: 1, away: 1 });
    await publishMatchEvent(matchId, { eventId: 2, playerId: 101, home: 1, away: 0 });
    await publishMatchEvent(matchId, { eventId: 4, playerId: 202, home: 1, away: 2 });
    expect(first).toMatchObject({ event: 'match-event', id: '3' });
    expect(first.data).toMatchObject({
      eventId: 3,
      type: 'goal',
      side: 'away',
      clock: "67'",
      period: 2,
      playerName: 'Cy Winger',
      score: { home: 1, away: 1 },
    } satisfies Partial<TWidgetEvent>);
    const second = await stream.next();
    expect(second).toMatchObject({ event: 'match-event', id: '4', data: { playerName: 'Di Back' } });
    await stream.cancel();

    // A widget opening now starts from the board kept current by the events.
    const later = messagesOf((await fetch(liveUrl(key, matchId), { headers: { origin } })).body!);
    const { data } = (await later.next()) as {
      data: { match: { score: object; clock: string }; events: TWidgetEvent[] };
    };
    expect(data.match).toMatchObject({ score: { home: 1, away: 2 }, clock: "67'", status: 'live' });
    expect(data.events.map((event) => event.eventId)).toEqual([1, 2, 3, 4]);
    await later.cancel();
  }, 90_000);

  it('answers 16007 for a match the data API does not know, before any stream', async () => {
    const key = await publishedKey();
    const answer = await fetch(liveUrl(key, unusedMatchId()), { headers: { origin } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await answer.json()).toEqual({ resultCode: 16007, resultInfo: 'Match not found' });
  });

  it('refuses another origin before any stream (16003)', async () => {
    const key = await publishedKey();
    const matchId = unusedMatchId();
    upstreams.matches.set(matchId, footballMatch(matchId));
    const answer = await fetch(liveUrl(key, matchId), { headers: { origin: 'https://elsewhere.net' } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ resultCode: 16003 });
  });
});
