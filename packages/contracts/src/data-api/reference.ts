import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ZLocalizedText } from '../common/lang.ts';

/**
 * The data API's reference: one entry per public interface (`reference/<sport>.json`) and what
 * they share (`reference/shared.json`). The one source of both the documentation pages (the docs
 * service seeds them from it) and what the data API serves (its routes, parameters, frequency
 * limits and fields are read from it). Node only: it reads the files beside it.
 */

/** An ISO date-time in the file, a Date for the tables. */
const ZDate = z.iso.datetime().transform((value) => new Date(value));

/** A request or response field as a writer reads it: its description in each language. */
export const ZReferenceParam = z.strictObject({
  name: z.string().min(1),
  /** `int`, `number`, `string`, `boolean`, `object`, `array`. */
  type: z.string().min(1),
  required: z.boolean().optional(),
  en: z.string(),
  vi: z.string().optional(),
});
export type TReferenceParam = z.infer<typeof ZReferenceParam>;

/** A frequency class: the limit per key and interface, and the texts the page shows. */
const ZReferenceLimit = z.strictObject({
  perMinute: z.number().int().positive(),
  limit: ZLocalizedText,
  recommend: ZLocalizedText,
});

/** What every interface has in common. */
export const ZReferenceShared = z.strictObject({
  baseUrl: z.url(),
  keyParam: ZReferenceParam,
  envelopeFields: z.array(ZReferenceParam),
  requestParamsDesc: ZLocalizedText,
  responseParamsDesc: ZLocalizedText,
  limits: z.record(z.string(), ZReferenceLimit),
});
export type TReferenceShared = z.infer<typeof ZReferenceShared>;

/** One public interface of the data API (a GET endpoint) and its reference page. */
export const ZReferencePage = z.strictObject({
  /** The page's document id. */
  id: z.number().int().positive(),
  /** The stable reference: `<sport>.<endpoint>`, never changed (docs/decisions/0007). */
  ref: z.string(),
  categoryId: z.string(),
  sortOrder: z.number().int(),
  sportType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Below the base URL, e.g. `football/matches`. */
  path: z.string(),
  name: ZLocalizedText,
  description: ZLocalizedText,
  request: z.array(ZReferenceParam),
  /** The fields inside `data`: `list[].name`, `home.xg`; a `[]` marks an array's items. */
  response: z.array(ZReferenceParam),
  /** The `data` of a sample answer. */
  sample: z.unknown(),
  /** The sample call's query, without the key. */
  example: z.string(),
  /** A name of `limits` in shared.json. */
  limit: z.string(),
  /** The catalogue products whose plans include the interface. */
  products: z.array(z.number().int()),
  createdAt: ZDate,
  /** A Server-Sent Events stream (`reference/live-streams.json`): its `response` fields are each event's. */
  stream: z.boolean().optional(),
});
export type TReferencePage = z.infer<typeof ZReferencePage>;

/** The sports of the reference, in menu order: one file each. */
export const referenceSports = ['football', 'basketball', 'esports'] as const;
export type TReferenceSport = (typeof referenceSports)[number];

function readReferenceFile<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const text = readFileSync(new URL(`./reference/${file}`, import.meta.url), 'utf8');
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`packages/contracts/src/data-api/reference/${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A page with the sport it belongs to. */
export type TSportPage = TReferencePage & { sport: TReferenceSport };

let loaded: { shared: TReferenceShared; pages: TSportPage[]; streams: TSportPage[] } | undefined;

/**
 * The reference, read and checked once (strict: a misspelt field fails naming the file): `pages`
 * answer JSON, one file per sport; `streams` are the live event streams (`live-streams.json`).
 */
export function dataApiReference() {
  loaded ??= {
    shared: readReferenceFile('shared.json', ZReferenceShared),
    pages: referenceSports.flatMap((sport) =>
      readReferenceFile(`${sport}.json`, z.array(ZReferencePage)).map((page) => ({ ...page, sport })),
    ),
    streams: readReferenceFile('live-streams.json', z.array(ZReferencePage)).map((page) => ({
      ...page,
      sport: referenceSports[page.sportType - 1]!,
    })),
  };
  return loaded;
}
