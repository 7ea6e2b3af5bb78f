/**
 * Stable document references (docs/decisions/0007): every API reference page carries one, product
 * pages open documents by it, and the catalogue checks references through the internal contract.
 */
import { expectInternalRefusal } from '@matchwire/devinfra/internal-refusals';
import { describe, expect, it } from 'vitest';
import { documentRefPattern } from '@matchwire/contracts/docs/document-ref';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import {
  asBackoffice,
  asCatalogue,
  editDocument,
  internalSecrets,
  useDocsUnderTest,
} from './support/docs-under-test.ts';

const under = useDocsUnderTest();

const query = (text: string, params: unknown[] = []) => under.service.deps.db.$client.query(text, params);

function resolve(refs: unknown, headers: Record<string, string> = asCatalogue) {
  return under.service.app.inject({
    method: 'POST',
    url: '/internal/document-refs/resolve',
    headers,
    payload: { refs },
  });
}

describe('document references', () => {
  it('gives every API reference page a unique reference of its sport, and guides none', async () => {
    const { rows } = await query('select document_id, ref, sport_type from docs.documents order by document_id');
    const pages = rows.filter((row) => row.sport_type !== null);
    expect(pages.length).toBeGreaterThan(30);
    const sports: Record<number, string> = { 1: 'football', 2: 'basketball', 3: 'esports' };
    for (const page of pages) {
      expect(page.ref, `document ${page.document_id}`).toMatch(documentRefPattern);
      expect(page.ref.split('.')[0]).toBe(sports[page.sport_type]);
    }
    expect(new Set(pages.map((page) => page.ref)).size).toBe(pages.length);
    expect(rows.filter((row) => row.sport_type === null).every((row) => row.ref === null)).toBe(true);
  });

  it('refuses a second document with a taken reference (unique index)', async () => {
    await expect(
      query(
        `insert into docs.documents (document_id, category_id, name, english_name, ref)
         values ('999', 'c_football_odds', '{"en":"Copy"}', 'Copy', 'football.pre-match-odds')`,
      ),
    ).rejects.toThrow(/documents_ref_idx/);
  });

  it('opens a document by its reference as by its id, in both languages', async () => {
    for (const lang of ['en', 'vi']) {
      const byRef = await under.service.app.inject({
        method: 'POST',
        url: '/api/doc/getById',
        payload: { id: 'football.pre-match-odds', lang },
      });
      const byId = await under.service.app.inject({
        method: 'POST',
        url: '/api/doc/getById',
        payload: { id: '112', lang },
      });
      expect(byRef.statusCode).toBe(200);
      expect(byRef.json().data).toEqual(byId.json().data);
    }
    const vi = await under.service.app.inject({
      method: 'POST',
      url: '/api/doc/getById',
      payload: { id: 'football.pre-match-odds', lang: 'vi' },
    });
    expect(vi.json().data).toMatchObject({
      documentId: '112',
      ref: 'football.pre-match-odds',
      name: 'Tỷ lệ kèo trước trận',
    });
    const unknown = await under.service.app.inject({
      method: 'POST',
      url: '/api/doc/getById',
      payload: { id: 'football.no-such-page' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().resultCode).toBe(10004);
  });

  it('keeps a reference when the back office edits the document (references are not editable)', async () => {
    const response = await editDocument(under.service, '112', { ref: 'football.renamed' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultCode).toBe(10002);
    const edited = await editDocument(under.service, '112', { ref: 'football.renamed', disableAutoShow: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.ref).toBe('football.pre-match-odds');
  });

  it('gives references to the pages of a database seeded before they existed, and never moves one', async () => {
    await query(`update docs.documents set ref = null where document_id in ('112', '113')`);
    await query(`update docs.documents set ref = 'football.in-play-odds-v1' where document_id = '113'`);
    await seedDemoData(under.service.deps.db);
    const { rows } = await query(
      `select document_id, ref from docs.documents where document_id in ('112', '113') order by document_id`,
    );
    expect(rows).toEqual([
      { document_id: '112', ref: 'football.pre-match-odds' },
      { document_id: '113', ref: 'football.in-play-odds-v1' },
    ]);
    await query(`update docs.documents set ref = 'football.in-play-odds' where document_id = '113'`);
  });
});

describe('POST /internal/document-refs/resolve', () => {
  it('answers the documents of known references with their names, and the unknown ones', async () => {
    const response = await resolve([
      'football.pre-match-odds',
      'esports.lol.live',
      'football.nothing',
      'football.pre-match-odds',
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      documents: [
        {
          ref: 'football.pre-match-odds',
          documentId: '112',
          sportType: 1,
          name: { en: 'Pre-match odds', vi: 'Tỷ lệ kèo trước trận' },
        },
        {
          ref: 'esports.lol.live',
          documentId: '312',
          sportType: 3,
          name: { en: 'League of Legends live', vi: 'Liên Minh Huyền Thoại trực tiếp' },
        },
      ],
      unknownRefs: ['football.nothing'],
    });
  });

  it('refuses what is not a reference with 400 / 10002', async () => {
    for (const refs of [[], ['112'], ['Football.Odds'], 'football.odds']) {
      const response = await resolve(refs);
      expect(response.statusCode, JSON.stringify(refs)).toBe(400);
      expect(response.json().resultCode).toBe(10002);
    }
  });

  it.each([
    ['no credentials', {}],
    ['the catalogue with a wrong secret', internalCallerHeaders('catalogue', 'not-the-catalogue-secret')],
    [
      "the back office's secret under the catalogue's name",
      internalCallerHeaders('catalogue', internalSecrets.backoffice),
    ],
    ['the back office, with its valid secret, which the route does not list', asBackoffice],
  ])('refuses %s (403 noPermission); only the catalogue may resolve', async (_, headers) => {
    const response = await resolve(['football.pre-match-odds'], headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ resultCode: 11016, resultInfo: 'No permission' });
  });

  it('lets only the back office edit documents; the catalogue, with its valid secret, is refused', async () => {
    const edit = { method: 'PUT', url: '/internal/documents/112', payload: { disableAutoShow: false } } as const;
    await expectInternalRefusal(under.service.app, edit, asCatalogue);
  });
});
