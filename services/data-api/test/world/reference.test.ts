import { readFileSync, writeFileSync } from 'node:fs';
import { dataApiInterfaces } from '@matchwire/contracts/data-api/interfaces';
import { dataApiReference, referenceSports, type TReferenceSport } from '@matchwire/contracts/data-api/reference';
import { describe, expect, it } from 'vitest';
import { missingDocumentedFields, undocumentedFields } from '../../src/world/documented-fields.ts';
import { sportsWorld } from '../../src/world/sports-world.ts';

/**
 * Every reference page of every sport, generically: its example query answers with every
 * documented field and nothing undocumented, and its sample is that very answer at the sport's
 * `sampleMoment` (lists cut to their first items), so the docs show real data and ids a customer
 * can ask for. After a change to the world, `UPDATE_REFERENCE_SAMPLES=1` rewrites the samples
 * (then run prettier on the files).
 */
type TSampling = {
  /** The moment the samples were taken at: changing it rewrites every sample of the sport. */
  sampleMoment: Date;
  /** Moments the examples must still answer at, live lists included: another hour, another season. */
  otherMoments: Date[];
  /** How many items of a list the sample keeps, by the list's field name. */
  cutTo: Record<string, number>;
};
const moments = (...texts: string[]) => texts.map((text) => new Date(text));
const samplingOf: Record<TReferenceSport, TSampling> = {
  football: {
    sampleMoment: new Date('2026-11-25T12:00:00Z'),
    otherMoments: moments('2026-12-02T03:10:00Z', '2027-04-08T19:40:00Z'),
    cutTo: { list: 2, events: 3, starters: 3, substitutes: 2, groups: 1, rows: 3, bookmakers: 2, shots: 3 },
  },
  basketball: {
    sampleMoment: new Date('2026-11-24T12:00:00Z'),
    otherMoments: moments('2026-07-14T03:10:00Z', '2027-02-01T19:40:00Z'),
    cutTo: { list: 2, actions: 3, players: 2, rows: 3, bookmakers: 2 },
  },
  esports: {
    sampleMoment: new Date('2026-11-24T12:00:00Z'),
    otherMoments: moments('2026-07-14T03:10:00Z', '2027-02-01T19:40:00Z'),
    cutTo: { list: 2 },
  },
};

function cut(value: unknown, cutTo: Record<string, number>): unknown {
  if (Array.isArray(value)) return value.map((item) => cut(item, cutTo));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      Array.isArray(inner) && cutTo[key] !== undefined
        ? inner.slice(0, cutTo[key]).map((item) => cut(item, cutTo))
        : cut(inner, cutTo),
    ]),
  );
}

for (const sport of referenceSports) {
  const feed = sportsWorld.feeds[sport];
  const { sampleMoment, otherMoments, cutTo } = samplingOf[sport];
  const pages = dataApiReference().pages.filter((page) => page.sport === sport);
  const answer = (ref: string, example: string, at: Date) => {
    const face = dataApiInterfaces().find((candidate) => candidate.ref === ref)!;
    const query = face.query.parse(Object.fromEntries(new URLSearchParams(example)));
    return feed[ref]!(query, at);
  };

  describe(`${sport} reference pages`, () => {
    it('has a feed answer for every page and no answer for a page that does not exist', () => {
      expect(pages.map((page) => page.ref).sort()).toEqual(Object.keys(feed).sort());
    });

    for (const page of pages) {
      it(`${page.ref}: the example answers every documented field and nothing else, at other moments too`, () => {
        for (const at of [sampleMoment, ...otherMoments]) {
          const data = answer(page.ref, page.example, at);
          expect(data, `${page.ref} ?${page.example} at ${at.toISOString()}`).toBeDefined();
          expect(missingDocumentedFields(data, page.response)).toEqual([]);
          expect(undocumentedFields(data, page.response)).toEqual([]);
          const items = (data as { list?: unknown[] }).list;
          if (items) expect(items.length, `${page.ref} at ${at.toISOString()} lists nothing`).toBeGreaterThan(0);
        }
      });

      it(`${page.ref}: the sample is the example's real answer`, () => {
        const expected = cut(answer(page.ref, page.example, sampleMoment), cutTo);
        expect(missingDocumentedFields(page.sample, page.response)).toEqual([]);
        expect(undocumentedFields(page.sample, page.response)).toEqual([]);
        if (process.env.UPDATE_REFERENCE_SAMPLES !== '1') expect(page.sample).toEqual(expected);
      });

      it(`${page.ref}: the same question at the same moment gets the same answer`, () => {
        expect(answer(page.ref, page.example, sampleMoment)).toEqual(
          answer(page.ref, page.example, new Date(sampleMoment)),
        );
      });
    }

    if (process.env.UPDATE_REFERENCE_SAMPLES === '1')
      it('rewrites the samples', () => {
        const referenceFile = new URL(
          `../../../../packages/contracts/src/data-api/reference/${sport}.json`,
          import.meta.url,
        );
        const file = JSON.parse(readFileSync(referenceFile, 'utf8')) as Array<{
          ref: string;
          example: string;
          sample: unknown;
        }>;
        for (const page of file) page.sample = cut(answer(page.ref, page.example, sampleMoment), cutTo);
        writeFileSync(referenceFile, `${JSON.stringify(file, null, 2)}\n`);
      });
  });
}
