/**
 * One catalogue per test file on a fresh database (migrated and seeded by start()), with a
 * clock the file can move and helpers for the answers' `data`.
 */
import { injectForm } from '@matchwire/devinfra/inject-form';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { decodeEnvelope, decodePayload, type TEnvelope } from '@matchwire/proto';
import type { Response as TInjected } from 'light-my-request';
import { expect } from 'vitest';
import type { TCatalogueService } from '../../src/app.ts';
import { buildCatalogueUnderTest } from './catalogue-under-test.ts';

export type TCatalogueTestFile = {
  service: () => TCatalogueService;
  /** Sets what the service takes as "now". */
  setNow: (now: Date | string) => void;
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  get: (url: string, headers?: Record<string, string>) => Promise<TAnswer>;
  post: (url: string, payload?: Record<string, unknown>, headers?: Record<string, string>) => Promise<TAnswer>;
  postForm: (url: string, form: string, headers?: Record<string, string>) => Promise<TAnswer>;
  /** Events in the outbox whose key matches the SQL LIKE pattern, oldest first. */
  outboxEvents: (keyLike: string) => Promise<TEnvelope[]>;
};

// Answers are read as loosely as `inject().json()` reads them (its default type is any too).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TJson = any;
export type TAnswer = { status: number; body: { resultCode: number; resultInfo: string; data?: TJson } };

/** `events` are one `catalogue.site-content-changed.v1` per id of `contentIds`, in that order, all of `kind`. */
export function expectSiteContentChanges(events: TEnvelope[], kind: string, contentIds: string[]): void {
  expect(events.map((event) => event.type)).toEqual(contentIds.map(() => 'catalogue.site-content-changed.v1'));
  expect(events.map((event) => decodePayload(event))).toMatchObject(
    contentIds.map((contentId) => ({ kind, contentId })),
  );
}

/** `docsUrl`: where the catalogue asks about document references (a stand-in of the docs service). */
export function useCatalogueTestFile(options: { docsUrl?: string } = {}): TCatalogueTestFile {
  let now = new Date('2026-01-05T12:00:00Z');
  const under = useServiceUnderTest('catalogue', (databaseUrl) =>
    buildCatalogueUnderTest(databaseUrl, { clock: () => now, docsUrl: options.docsUrl }),
  );

  const answer = (response: TInjected): TAnswer => ({
    status: response.statusCode,
    body: response.json(),
  });

  return {
    service: () => under.service,
    setNow: (value) => {
      now = new Date(value);
    },
    query: (sql, params = []) => under.service.deps.db.$client.query(sql, params),
    outboxEvents: async (keyLike) => {
      const { rows } = await under.service.deps.db.$client.query(
        'select envelope from catalogue.outbox where event_key like $1 order by sequence',
        [keyLike],
      );
      return rows.map((row: { envelope: Buffer }) => decodeEnvelope(row.envelope));
    },
    get: async (url, headers = {}) => answer(await under.service.app.inject({ method: 'GET', url, headers })),
    post: async (url, payload, headers = {}) =>
      answer(
        await under.service.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) }),
      ),
    postForm: async (url, form, headers = {}) => answer(await injectForm(under.service.app, url, form, headers)),
  };
}
