/**
 * Documentation routes and the internal update through inject() on a real PostgreSQL database
 * (role svc_docs owning schema docs), migrated and seeded by start().
 */
import { dataApiReference } from '@matchwire/contracts/data-api/reference';
import { injectForm } from '@matchwire/devinfra/inject-form';
import { expectInternalRefusal, notTheBackoffice } from '@matchwire/devinfra/internal-refusals';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { decodeEnvelope, decodePayload } from '@matchwire/proto';
import { describe, expect, it } from 'vitest';
import type { THierarchyCategory } from '@matchwire/contracts/docs/document';
import { introduction, topCategoryIds } from './support/demo-content.ts';
import { buildDocsUnderTest, editDocument } from './support/docs-under-test.ts';

const contentChangedType = 'docs.content-changed.v1';

const under = useServiceUnderTest('docs', buildDocsUnderTest, { capturedTopics: [contentChangedType] });
const { published } = under;

function getDocument(payload: Record<string, unknown>) {
  return under.service.app.inject({ method: 'POST', url: '/api/doc/getById', payload });
}

function allDocumentIds(categories: THierarchyCategory[]): string[] {
  return categories.flatMap((category) => [
    ...category.documents.map((document) => document.documentId),
    ...allDocumentIds(category.subHierarchy),
  ]);
}

describe('GET /api/doc/list/v2', () => {
  it('answers the category tree with documents, guides first, sports nested', async () => {
    const response = await under.service.app.inject({ method: 'GET', url: '/api/doc/list/v2' });
    expect(response.statusCode).toBe(200);
    const { hierarchy } = response.json().data as { hierarchy: THierarchyCategory[] };
    expect(hierarchy.map((category) => category.categoryId)).toEqual(topCategoryIds);
    expect(hierarchy.every((category) => category.categoryId.startsWith('c_'))).toBe(true);
    expect(hierarchy[0]!.documents.slice(0, 2)).toEqual([
      { documentId: 'news_0', name: 'Introduction', sportType: null, method: null, url: null, isChangeLog: false },
      {
        documentId: '20',
        name: 'API reference overview',
        sportType: null,
        method: null,
        url: null,
        isChangeLog: false,
      },
    ]);
    const football = hierarchy[1]!;
    expect(football.documents).toEqual([]);
    expect(football.subHierarchy.map((category) => category.categoryId)).toEqual([
      'c_football_basic',
      'c_football_matches',
      'c_football_stats',
      'c_football_odds',
    ]);
    expect(football.subHierarchy[1]!.documents[0]).toEqual({
      documentId: '105',
      name: 'Matches and fixtures',
      sportType: 1,
      method: 1,
      url: 'https://api.matchwire.io/v1/football/matches',
      isChangeLog: false,
    });
    const changeLogs = hierarchy.find((category) => category.categoryId === 'c_change_logs')!;
    expect(changeLogs.documents).toEqual([expect.objectContaining({ documentId: 'news_7', isChangeLog: true })]);
    const esports = hierarchy[3]!.subHierarchy.map((category) => category.name);
    expect(esports).toEqual(['Games, tournaments and teams', 'League of Legends', 'Dota 2', 'CS:GO']);
    expect(allDocumentIds(hierarchy).length).toBeGreaterThanOrEqual(35);
  });

  it('names categories and documents in Vietnamese with lang=vi', async () => {
    const response = await under.service.app.inject({ method: 'GET', url: '/api/doc/list/v2?lang=vi' });
    const { hierarchy } = response.json().data as { hierarchy: THierarchyCategory[] };
    expect(hierarchy[0]!.name).toBe('Bắt đầu');
    expect(hierarchy[0]!.documents[0]!.name).toBe('Giới thiệu');
    expect(hierarchy[1]!.subHierarchy[1]!.documents[0]!.name).toBe('Lịch thi đấu và kết quả');
  });
});

describe('POST /api/doc/getById', () => {
  it('answers the introduction news_0 as a guide with its text', async () => {
    const response = await getDocument({ id: 'news_0' });
    expect(response.statusCode).toBe(200);
    const document = response.json().data;
    expect(document).toMatchObject({ ...introduction, method: null, url: null, type: 0, disableAutoShow: false });
    expect(document.documentText).toContain('https://api.matchwire.io/v1');
    expect(new Date(document.createDate).toISOString()).toBe(document.createDate);
  });

  it('answers document 20 (numeric id given as a number) and a reference page in full', async () => {
    expect((await getDocument({ id: 20 })).json().data.name).toBe('API reference overview');
    const document = (await getDocument({ id: '207' })).json().data;
    // The page as the data API's reference writes it (packages/contracts/src/data-api/reference).
    const page = dataApiReference().pages.find((candidate) => candidate.id === 207)!;
    const matchId = Number(new URLSearchParams(page.example).get('matchId'));
    expect(document).toMatchObject({
      documentId: '207',
      sportType: 2,
      method: 1,
      url: 'https://api.matchwire.io/v1/basketball/matches/boxscore',
      frequencyLimit: '60 requests per minute',
      relateProduct: [81, 84],
      sampleUrl: `https://api.matchwire.io/v1/basketball/matches/boxscore?key=YOUR_API_KEY&matchId=${matchId}`,
    });
    expect(document.requestParams).toContainEqual({
      name: 'matchId',
      type: 'int',
      required: true,
      description: 'Match id.',
    });
    expect(document.requestParams[0]).toMatchObject({ name: 'key', required: true });
    expect(document.returnParams.map((param: { name: string }) => param.name)).toContain('home.players[].plusMinus');
    expect(JSON.parse(document.sampleData)).toMatchObject({ resultCode: 0, data: { matchId } });
  });

  it('answers Vietnamese with lang=vi, also form-encoded', async () => {
    const response = await injectForm(under.service.app, '/api/doc/getById', 'id=106&lang=vi');
    const document = response.json().data;
    expect(document.name).toBe('Tỷ số trực tiếp');
    expect(document.frequencyLimit).toBe('120 yêu cầu mỗi phút');
    expect(document.category.name).toBe('Trận đấu và tỷ số trực tiếp');
  });

  it.each([['news_999'], ['9999'], ['c_football']])('answers 404 / 10004 for unknown id %s', async (id) => {
    const response = await getDocument({ id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ resultCode: 10004, resultInfo: 'Document not found' });
  });

  it('refuses a missing id with 400 / 10002', async () => {
    const response = await getDocument({});
    expect(response.statusCode).toBe(400);
    expect(response.json().resultCode).toBe(10002);
  });
});

describe('change logs', () => {
  it('lists the logs of a document newest first', async () => {
    const response = await under.service.app.inject({ method: 'GET', url: '/api/doc/logs?documentId=105' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.list).toEqual([
      {
        logId: 'log_4',
        documentId: '105',
        title: 'Interrupted status',
        content: 'Match status 11 (interrupted) for matches stopped and resumed later.',
        createDate: '2025-08-01T09:00:00.000Z',
      },
      expect.objectContaining({ logId: 'log_1', documentId: '105' }),
    ]);
    const unknown = await under.service.app.inject({ method: 'GET', url: '/api/doc/logs?documentId=404' });
    expect(unknown.json().data.list).toEqual([]);
  });

  it('lists the logs of a sport newest first, in Vietnamese on request', async () => {
    const response = await under.service.app.inject({
      method: 'GET',
      url: '/api/doc/logsBySportType?sportType=2&lang=vi',
    });
    const list = response.json().data.list;
    expect(list.map((log: { logId: string }) => log.logId)).toEqual(['log_6', 'log_5']);
    expect(list[1].title).toBe('Box score NBA trực tiếp');
    const bad = await under.service.app.inject({ method: 'GET', url: '/api/doc/logsBySportType?sportType=7' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultCode).toBe(10002);
  });
});

describe('PUT /internal/documents/:id', () => {
  it('changes the document and publishes one docs.content-changed.v1 through the outbox', async () => {
    const response = await editDocument(under.service, '106', {
      name: { en: 'Live scores (all sports)', vi: 'Tỷ số trực tiếp (mọi môn)' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ documentId: '106', name: 'Live scores (all sports)' });
    expect((await getDocument({ id: '106', lang: 'vi' })).json().data.name).toBe('Tỷ số trực tiếp (mọi môn)');

    const { rows } = await under.service.deps.db.$client.query(
      'select event_type, event_key, envelope from docs.outbox order by sequence',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_type: contentChangedType, event_key: 'document:106' });
    const event = decodeEnvelope(rows[0].envelope);
    if (event.type !== contentChangedType) throw new Error(`unexpected event type ${event.type}`);
    expect(decodePayload(event)).toMatchObject({ kind: 'document', contentId: '106' });
    expect(event.source).toBe('docs');
    await expect
      .poll(() => published.map((message) => decodeEnvelope(message.value).id), { timeout: 5000 })
      .toEqual([event.id]);
  });

  it('answers 404 / 10004 for an unknown document and records no event', async () => {
    const response = await editDocument(under.service, 'news_999', { disableAutoShow: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().resultCode).toBe(10004);
    const { rows } = await under.service.deps.db.$client.query('select count(*)::int as count from docs.outbox');
    expect(rows[0].count).toBe(1);
  });

  it.each(notTheBackoffice)('refuses a caller %s with 403 / 11016', async (_case, headers) => {
    const edit = { method: 'PUT', url: '/internal/documents/105', payload: { disableAutoShow: true } } as const;
    await expectInternalRefusal(under.service.app, edit, headers);
    expect((await getDocument({ id: '105' })).json().data.disableAutoShow).toBe(false);
  });
});
