import type { THierarchyCategory } from '@matchwire/contracts/docs/document';
import { describe, expect, it } from 'vitest';
import { introduction, topCategoryIds } from '../../services/docs/test/support/demo-content.ts';
import { testEnv } from '../support/env.ts';
import { askService, dataOf, get, post } from '../support/public-api.ts';

/** The docs service's public endpoints (documentation, FAQ, blog) through the gateway, on the demo content. */

function everyCategory(categories: THierarchyCategory[]): THierarchyCategory[] {
  return categories.flatMap((category) => [category, ...everyCategory(category.subHierarchy)]);
}

describe('docs: API documentation', () => {
  it('answers the documentation tree, in both languages', async () => {
    const hierarchy = (await dataOf(get('/api/doc/list/v2'))).hierarchy as THierarchyCategory[];
    expect(hierarchy.map((category) => category.categoryId)).toEqual(topCategoryIds);
    expect(everyCategory(hierarchy).every((category) => category.categoryId.startsWith('c_'))).toBe(true);
    expect(hierarchy[0]!.documents.slice(0, 2).map((document) => document.documentId)).toEqual(['news_0', '20']);
    expect(hierarchy[1]!.subHierarchy.length).toBeGreaterThan(0);
    const documents = everyCategory(hierarchy).flatMap((category) => category.documents);
    expect(documents.length).toBeGreaterThanOrEqual(35);
    const reference = documents.find((document) => document.documentId === '207')!;
    expect(reference).toMatchObject({ sportType: 2, method: 1 });
    expect(reference.url).toMatch(/^https:\/\/api\.matchwire\.io\/v1\//);

    const vi = (await dataOf(get('/api/doc/list/v2?lang=vi'))).hierarchy as THierarchyCategory[];
    expect(vi[0]!.name).toBe('Bắt đầu');
    expect(vi[0]!.documents[0]!.name).toBe('Giới thiệu');
    expect(vi.map((category) => category.categoryId)).toEqual(hierarchy.map((category) => category.categoryId));
    expect(vi[0]!.name).not.toBe(hierarchy[0]!.name);
  });

  it('answers the introduction news_0 and the reference entry 20, in both languages', async () => {
    const intro = await dataOf(post('/api/doc/getById', { id: 'news_0' }));
    expect(intro).toMatchObject(introduction);
    expect(intro.documentText).toContain('https://api.matchwire.io/v1');
    const introVi = await dataOf(post('/api/doc/getById', { id: 'news_0', lang: 'vi' }));
    expect(introVi.name).toBe('Giới thiệu');
    expect(introVi.category.name).toBe('Bắt đầu');
    expect(introVi.documentText).not.toBe(intro.documentText);

    const entry = await dataOf(post('/api/doc/getById', { id: 20 }));
    expect(entry).toMatchObject({ documentId: '20', name: 'API reference overview' });
    const entryVi = await dataOf(post('/api/doc/getById', { id: '20', lang: 'vi' }));
    expect(entryVi.documentId).toBe('20');
    expect(entryVi.name).not.toBe(entry.name);

    const reference = await dataOf(post('/api/doc/getById', { id: '207' }));
    expect(reference).toMatchObject({ documentId: '207', sportType: 2, method: 1, relateProduct: [81, 84] });
    expect(reference.requestParams).toContainEqual(expect.objectContaining({ name: 'matchId', required: true }));
    expect(() => JSON.parse(reference.sampleData as string)).not.toThrow();
  });

  it('answers 10004 for an unknown document', async () => {
    for (const id of ['news_404', 999_999]) {
      const { status, body } = await post('/api/doc/getById', { id });
      expect(status).toBe(404);
      expect(body.resultCode).toBe(10004);
    }
  });

  it('lists change logs of a document and of a sport, newest first, in both languages', async () => {
    type TLog = { logId: string; documentId: string; title: string; content: string; createDate: string };
    const logs = (await dataOf(get('/api/doc/logs?documentId=105'))).list as TLog[];
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(logs.map((log) => log.logId)).toContain('log_1');
    expect(logs.every((log) => log.documentId === '105' && log.logId.startsWith('log_'))).toBe(true);
    const dates = logs.map((log) => log.createDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const logsVi = (await dataOf(get('/api/doc/logs?documentId=105&lang=vi'))).list as TLog[];
    expect(logsVi.find((log) => log.logId === 'log_1')!.title).toBe('Tham số changedSince cho trận đấu bóng đá');
    expect(logs.find((log) => log.logId === 'log_1')!.title).toBe('changedSince on football matches');
    expect((await dataOf(get('/api/doc/logs?documentId=404'))).list).toEqual([]);

    const football = (await dataOf(get('/api/doc/logsBySportType?sportType=1'))).list as TLog[];
    expect(football.map((log) => log.logId)).toEqual(expect.arrayContaining(['log_1', 'log_2', 'log_3']));
    const basketballVi = (await dataOf(get('/api/doc/logsBySportType?sportType=2&lang=vi'))).list as TLog[];
    expect(basketballVi.map((log) => log.logId)).toEqual(['log_6', 'log_5']);
    const basketball = (await dataOf(get('/api/doc/logsBySportType?sportType=2'))).list as TLog[];
    expect(basketball[0]!.title).not.toBe(basketballVi[0]!.title);
    expect((await get('/api/doc/logsBySportType?sportType=9')).body.resultCode).toBe(10002);
  });
});

type TFaqItem = { faqId: number; question: string; answer: string; categoryId: number; readNumber: number };
const searchFaq = async (body: Record<string, unknown>) =>
  (await dataOf(post('/api/faq/searchFaq', body))) as { list: TFaqItem[]; total: number };
const ids = (list: { faqId: number }[]) => list.map((faq) => faq.faqId);

describe('docs: FAQ', () => {
  it('finds FAQs by English words, answering in the language asked for', async () => {
    const en = await searchFaq({ searchKey: 'API key' });
    expect(ids(en.list)).toEqual(expect.arrayContaining([10, 11]));
    expect(en.total).toBe(en.list.length);
    expect(en.list.find((faq) => faq.faqId === 10)!.question).toBe('Where do I find my API key?');
    const vi = await searchFaq({ searchKey: 'API key', lang: 'vi' });
    expect(ids(vi.list)).toEqual(ids(en.list));
    expect(vi.list.find((faq) => faq.faqId === 10)!.question).toBe('Tôi tìm API key ở đâu?');
    // Case does not matter.
    expect(ids((await searchFaq({ searchKey: 'api KEY' })).list)).toEqual(ids(en.list));
  });

  it('finds FAQs by Vietnamese words with diacritics, however they are typed', async () => {
    const found = await searchFaq({ searchKey: 'danh sách IP được phép', lang: 'vi' });
    expect(ids(found.list)).toEqual(expect.arrayContaining([11, 12]));
    expect(found.list.find((faq) => faq.faqId === 12)!.question).toBe('Danh sách IP được phép hoạt động thế nào?');
    // Decomposed input (o + combining marks) finds the same articles; English answers for lang=en.
    const decomposed = await searchFaq({ searchKey: 'danh sách IP được phép'.normalize('NFD') });
    expect(ids(decomposed.list)).toEqual(ids(found.list));
    expect(decomposed.list.find((faq) => faq.faqId === 12)!.question).toBe('How does the IP whitelist work?');
    // Diacritics matter: other marks are other words.
    expect((await searchFaq({ searchKey: 'hoán tiến' })).total).toBe(0);
    expect(ids((await searchFaq({ searchKey: 'hoàn tiền' })).list)).toContain(7);
  });

  it('pages through every FAQ: page 2 differs from page 1 and the total stays the same', async () => {
    const page1 = await searchFaq({ page: { offset: 0, limit: 10 } });
    const page2 = await searchFaq({ page: { offset: 10, limit: 10 } });
    expect(page1.total).toBeGreaterThanOrEqual(20);
    expect(page2.total).toBe(page1.total);
    expect(page1.list).toHaveLength(10);
    expect(page2.list).toHaveLength(Math.min(10, page1.total - 10));
    expect(ids(page2.list).filter((id) => ids(page1.list).includes(id))).toEqual([]);

    // currentPage/pageSize reads the same pages; every FAQ appears exactly once over all pages.
    const sameAsPage2 = await searchFaq({ currentPage: 2, pageSize: 10 });
    expect(ids(sameAsPage2.list)).toEqual(ids(page2.list));
    const pages = Math.ceil(page1.total / 10);
    const all: number[] = [];
    for (let page = 1; page <= pages; page++)
      all.push(...ids((await searchFaq({ currentPage: page, pageSize: 10 })).list));
    expect(all).toHaveLength(page1.total);
    expect(new Set(all).size).toBe(page1.total);
    expect((await searchFaq({ currentPage: pages + 1, pageSize: 10 })).list).toEqual([]);
  });

  it('cuts answers to answerLength as plain text', async () => {
    const full = (await searchFaq({ keyType: 1, searchKey: '12', answerLength: 20_000 })).list[0]!;
    expect(full.answer).not.toMatch(/<[a-z]/i);
    expect(full.answer.length).toBeGreaterThan(200);
    const byDefault = (await searchFaq({ keyType: 1, searchKey: '12' })).list[0]!;
    expect(byDefault.answer).toBe(full.answer.slice(0, 200));
    const short = (await searchFaq({ keyType: 1, searchKey: '12', answerLength: 30 })).list[0]!;
    expect(short.answer).toBe(full.answer.slice(0, 30));
    const shortVi = (await searchFaq({ keyType: 1, searchKey: '12', answerLength: 30, lang: 'vi' })).list[0]!;
    expect(Array.from(shortVi.answer)).toHaveLength(30);
    expect(shortVi.answer).not.toBe(short.answer);
  });

  it('lists the FAQ categories with their counts, in both languages', async () => {
    type TCategory = { categoryId: number; name: string; parentId: number | null; order: number; faqCount: number };
    const en = (await dataOf(get('/api/faq/categories'))).list as TCategory[];
    const vi = (await dataOf(get('/api/faq/categories?lang=vi'))).list as TCategory[];
    expect(en.length).toBeGreaterThan(0);
    expect(vi.map((category) => category.categoryId)).toEqual(en.map((category) => category.categoryId));
    expect(vi.map((category) => category.name)).not.toEqual(en.map((category) => category.name));
    const apiUsage = en.find((category) => category.categoryId === 31)!;
    expect(apiUsage.parentId).toBe(3);
    expect(apiUsage.faqCount).toBeGreaterThanOrEqual(3);
  });

  it('answers an article in full and counts each read once', async () => {
    // Reads are not events: the gateway's cached search answers keep their read count for the TTL,
    // so the count is checked at the docs service itself.
    const readNumber = async () =>
      (
        (await dataOf(askService(testEnv.docsUrl, '/api/faq/searchFaq', { keyType: 1, searchKey: '11' }))) as {
          list: TFaqItem[];
        }
      ).list[0]!.readNumber;
    const before = await readNumber();
    const first = await dataOf(get('/api/faq/article?id=11'));
    expect(first).toMatchObject({
      faqId: 11,
      question: 'My API key has leaked. What should I do?',
      relatedIds: [10, 12],
    });
    expect(first.answer).toContain('<p>');
    expect(first.readNumber).toBe(before + 1);
    expect(first.related.map((faq: { faqId: number }) => faq.faqId)).toEqual([10, 12]);

    const vi = await dataOf(get('/api/faq/article?id=11&lang=vi'));
    expect(vi.question).toBe('API key của tôi bị lộ. Tôi nên làm gì?');
    expect(vi.readNumber).toBe(before + 2);
    expect(vi.categoryPath.map((category: { categoryId: number }) => category.categoryId)).toEqual([3, 31]);
    expect(await readNumber()).toBe(before + 2);

    const unknown = await get('/api/faq/article?id=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.resultCode).toBe(10004);
  });
});

describe('docs: blog', () => {
  type TPost = { id: number; typeId: number; title: string; summary: string; publishDate: string; author: string };
  const blogList = async (body: Record<string, unknown>) =>
    (await dataOf(post('/api/blog/getBlogList', body))) as { list: TPost[]; total: number };

  it('lists blog posts newest first, page by page, in both languages', async () => {
    const all = await blogList({
      articleType: { typeId: 20 },
      childType: { childTypeId: -1 },
      page: { offset: 0, limit: 50 },
    });
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.list).toHaveLength(all.total);
    expect(all.list.every((post) => post.typeId === 20)).toBe(true);
    expect(all.list.map((post) => post.id)).not.toContain(10);
    const dates = all.list.map((post) => post.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const page1 = await blogList({ page: { offset: 0, limit: 2 } });
    const page2 = await blogList({ page: { offset: 2, limit: 2 } });
    expect(page1.total).toBe(all.total);
    expect(page2.total).toBe(all.total);
    expect(page1.list.map((post) => post.id)).toEqual(all.list.slice(0, 2).map((post) => post.id));
    expect(page2.list.map((post) => post.id)).toEqual(all.list.slice(2, 4).map((post) => post.id));

    const vi = await blogList({ page: { offset: 0, limit: 50 }, lang: 'vi' });
    expect(vi.list.map((post) => post.id)).toEqual(all.list.map((post) => post.id));
    const xgPost = (list: TPost[]) => list.find((post) => post.id === 101)!;
    expect(xgPost(all.list).title).toBe('Expected goals (xG) arrive in match statistics');
    expect(xgPost(vi.list).title).toBe('Bàn thắng kỳ vọng (xG) có mặt trong thống kê trận đấu');
    expect(xgPost(vi.list).summary).not.toBe(xgPost(all.list).summary);

    // A child type narrows the list.
    const guides = await blogList({ childType: { childTypeId: 2 } });
    expect(guides.total).toBeGreaterThan(0);
    expect(guides.total).toBeLessThan(all.total);
  });

  it('answers one post with its content and SEO texts, in both languages; unknown → 10004', async () => {
    const en = await dataOf(post('/api/blog/getBlogById', { id: 101 }));
    expect(en).toMatchObject({
      id: 101,
      typeId: 20,
      title: 'Expected goals (xG) arrive in match statistics',
      author: 'Matchwire Product Team',
      publishDate: '2025-02-03T09:00:00.000Z',
      seo: { title: 'xG in the Matchwire football API' },
    });
    expect(en.content).toContain('<code>/football/matches/statistics</code>');
    const vi = await dataOf(post('/api/blog/getBlogById', { id: 101, lang: 'vi' }));
    expect(vi.title).toBe('Bàn thắng kỳ vọng (xG) có mặt trong thống kê trận đấu');
    expect(vi.seo.title).toBe('xG trong API bóng đá Matchwire');
    expect(vi.content).not.toBe(en.content);

    const unknown = await post('/api/blog/getBlogById', { id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.resultCode).toBe(10004);
  });
});
