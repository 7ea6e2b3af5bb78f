import { z } from 'zod';
import { defineEvents } from '../event.ts';
import { ZSportType } from '../billing/fields.ts';

const instant = z.iso.datetime();
/** A UTC calendar day, `YYYY-MM-DD`: the day calls are counted in. */
const ZDay = z.iso.date();
const count = z.number().int().min(0);

/**
 * The data API's events (proto/matchwire/data/v1/events.proto), produced by the workload
 * `data-api` under the type prefix `data.`.
 */
export const dataApiEvents = defineEvents('data-api', {
  'data.match-event.v1': {
    summary:
      'Something happened in a live match (kick-off, goal, card, substitution, period end, kill, round…): the stream live widgets draw from.',
    payload: z.object({
      sport: z.enum(['football', 'basketball', 'esports']),
      /** Esports only; empty for the other sports. */
      game: z.enum(['lol', 'dota2', 'csgo', '']),
      /** int64 on the wire (football's pass 2^31), a bigint here; below 2^53, so Number() keeps it exact. */
      matchId: z.bigint().min(0n).max(BigInt(Number.MAX_SAFE_INTEGER)),
      competitionId: z.number().int(),
      /** Grows within a match. */
      eventId: z.number().int(),
      type: z.string().min(1),
      occurredAt: instant,
      /** Half, quarter or game number. */
      period: count,
      /** As the sport shows it: `67'`, `Q3 04:12`, `23:41`. */
      clock: z.string(),
      /** Empty when the event belongs to neither side. */
      side: z.enum(['home', 'away', '']),
      /** 0: about no player. */
      playerId: count,
      scoreHome: count,
      scoreAway: count,
    }),
    // Its score changes become the customers' score webhooks; the animation service draws the widgets' live matches from it.
    consumers: ['data-api', 'animation'],
  },
  'data.usage-recorded.v1': {
    summary:
      'A batch of counted API calls (per key owner, interface, status and UTC day), published each time the counters are flushed: for later analytics.',
    payload: z.object({
      day: ZDay,
      rows: z.array(
        z.object({
          userId: z.string().min(1),
          /** Empty when the path named no interface. */
          ref: z.string(),
          status: z.number().int(),
          resultCode: z.number().int(),
          calls: z.number().int().positive(),
        }),
      ),
    }),
    consumers: [],
  },
  'data.trial-quota-reached.v1': {
    summary:
      "A trial customer used 80, 90 or 100 % of a sport's daily calls; they get a mail (once per threshold and day).",
    payload: z.object({
      userId: z.string().min(1),
      email: z.string().min(3),
      /** Language of the customer's mails (`en`, `vi`). */
      language: z.string(),
      sportType: ZSportType,
      percent: z.union([z.literal(80), z.literal(90), z.literal(100)]),
      day: ZDay,
      dailyCallLimit: z.number().int().positive(),
      used: count,
      /** When the day's count starts again (the next UTC midnight). */
      resetsAt: instant,
    }),
    consumers: ['notification'],
  },
  'data.interface-status-changed.v1': {
    summary: 'Staff switched a public interface off or on; every data API replica applies it at once.',
    payload: z.object({
      /** The interface's ref, e.g. `football.matches`. */
      ref: z.string().min(1),
      isEnabled: z.boolean(),
      /** What callers of a switched-off interface are told. */
      reason: z.string(),
    }),
    consumers: ['data-api'],
  },
});
