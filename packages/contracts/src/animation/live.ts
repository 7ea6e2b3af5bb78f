import { z } from 'zod';
import { ZAnimType } from './fields.ts';
import { ZMaterial } from './config.ts';

const ZTeam = z.object({
  name: z.string(),
  shortName: z.string(),
  /** The team's colour as the widget draws its players (`#rrggbb`). */
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
});

/** A match as the widget shows it: teams, score and clock, from the data API's live feed. */
export const ZLiveMatch = z.object({
  /** Football's ids go beyond 2^31 (data.match-event.v1); all stay below 2^53. */
  matchId: z.number().int().positive(),
  animType: ZAnimType,
  competitionName: z.string(),
  home: ZTeam,
  away: ZTeam,
  score: z.object({ home: z.number().int().min(0), away: z.number().int().min(0) }),
  /** As the sport shows it: `67'`, `Q3 04:12`. */
  clock: z.string(),
  period: z.number().int().min(0),
  status: z.enum(['scheduled', 'live', 'finished']),
  startsAt: z.iso.datetime(),
});
export type TLiveMatch = z.infer<typeof ZLiveMatch>;

/** One event of a match as the widget draws it (a `data.match-event.v1`, with the player's name). */
export const ZWidgetEvent = z.object({
  eventId: z.number().int().min(0),
  type: z.string(),
  side: z.enum(['home', 'away', '']),
  clock: z.string(),
  period: z.number().int().min(0),
  playerName: z.string(),
  score: z.object({ home: z.number().int().min(0), away: z.number().int().min(0) }),
  occurredAt: z.iso.datetime(),
});
export type TWidgetEvent = z.infer<typeof ZWidgetEvent>;

/**
 * The live stream's messages (Server-Sent Events): first `snapshot` (the match and its last 30
 * events), then `match-event` for each new event, in order; a comment every 10 s keeps it open.
 */
export const widgetStreamMessages = {
  snapshot: z.object({ match: ZLiveMatch, events: z.array(ZWidgetEvent) }),
  'match-event': ZWidgetEvent,
} as const;

/** SPEC.md section 7 `/animAPI/live?lang=en&limit=1`: the best live matches, best first (a fixed match when none is live). */
export const ZLiveMatchQuery = z.object({
  lang: z.enum(['en', 'vi']).default('en'),
  limit: z.coerce.number().int().min(1).max(20).default(1),
});
export const ZLiveMatchList = z.object({ matchList: z.array(ZLiveMatch) });

/**
 * What every widget call names: its access key (`demo` on this site's own pages) and the sport. A
 * key of another shape is read too, and refused as any wrong key (16002): the widget then says the
 * key is not valid instead of a bare bad request.
 */
export const ZWidgetKey = z.string().trim().min(1).max(100);
export const ZWidgetQuery = z.object({
  key: ZWidgetKey,
  animType: ZAnimType,
  lang: z.enum(['en', 'vi']).default('en'),
});
export const ZWidgetMatchesQuery = ZWidgetQuery.extend({ limit: z.coerce.number().int().min(1).max(20).default(1) });
export const ZWidgetLiveQuery = ZWidgetQuery.extend({ matchId: z.coerce.number().int().positive() });
export const ZWidgetFrameQuery = ZWidgetQuery.extend({ matchId: z.coerce.number().int().positive().optional() });
export const ZWidgetImageQuery = z.object({ file: z.string().regex(/^silk\/animation\/[A-Za-z0-9._-]{1,200}$/) });

/** The published config as the widget applies it: one material per type and the fence's images. */
export const ZWidgetConfig = z.object({
  animType: ZAnimType,
  materials: z.object({ stand: ZMaterial, venue: ZMaterial, fence: ZMaterial, centreLine: ZMaterial }),
  fence: z.object({ imageUrl: z.string().nullable(), extraImageUrls: z.array(z.string()) }),
  publishedAt: z.iso.datetime().nullable(),
});
export type TWidgetConfig = z.infer<typeof ZWidgetConfig>;
