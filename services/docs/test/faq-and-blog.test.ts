/** FAQ search, categories and articles, and the blog, on a real PostgreSQL database with the demo seed. */
import { injectForm } from '@matchwire/devinfra/inject-form';
import { describe, expect, it } from 'vitest';
import { useDocsUnderTest } from './support/docs-under-test.ts';

const under = useDocsUnderTest();

type TFaqItem = { faqId: number; question: string; answer: string; categoryId: number; readNumber: number };

async function searchFaq(payload: Record<string, unknown>) {
  const response = await under.service.app.inject({ method: 'POST', url: '/api/faq/searchFaq', payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { list: TFaqItem[]; total: number };
}

const ids = (list: { faqId: number }[]) => list.map((faq) => faq.faqId);

describe('POST /api/faq/searchFaq', () => {
  it('pages the shown FAQs by 10, newest first by default, with answers cut to 200 characters', async () => {
    const first = await searchFaq({ status: 1, answerLength: 200, page: { offset: 0, limit: 10 } });
    expect(first.total).toBe(22);
    expect(ids(first.list)).toEqual([22, 21, 20, 19, 18, 17, 16, 15, 14, 13]);
    const second = await searchFaq({ page: { offset: 10, limit: 10 } });
    expect(ids(second.list)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const third = await searchFaq({ currentPage: 3, pageSize: 10 });
    expect(ids(third.list)).toEqual([2, 1]);

    const refund = [...first.list, ...second.list].find((faq) => faq.faqId === 7)!;
    expect(refund.answer).toHaveLength(200);
    expect(refund.answer).not.toContain('<');
    expect(refund.answer.startsWith('If you were charged twice')).toBe(true);
    const short = await searchFaq({ keyType: 1, searchKey: '10', answerLength: 30 });
    expect(short.list[0]!.answer).toBe('Sign in and open Console → API');
  });

  it('orders by read number, hot score or custom order, ascending or descending', async () => {
    expect(ids((await searchFaq({ orderType: 2, isDescending: true, page: { offset: 0, limit: 3 } })).list)).toEqual([
      10, 9, 1,
    ]);
    expect(ids((await searchFaq({ orderType: 5, isDescending: false, page: { offset: 0, limit: 3 } })).list)).toEqual([
      1, 2, 3,
    ]);
    expect(ids((await searchFaq({ orderType: 1, page: { offset: 0, limit: 2 } })).list)).toEqual([17, 9]);
  });

  it('finds English words in the question or answer', async () => {
    const result = await searchFaq({ keyType: 0, searchKey: 'refund' });
    expect(ids(result.list)).toEqual([7]);
    expect(ids((await searchFaq({ searchKey: 'IP whitelist' })).list)).toEqual(expect.arrayContaining([11, 12, 14]));
    expect(ids((await searchFaq({ searchKey: 'WEBHOOK' })).list)).toEqual([15]);
  });

  it('finds Vietnamese words with their diacritics as typed, and answers in the language asked', async () => {
    const refund = await searchFaq({ searchKey: 'hoàn tiền', lang: 'vi' });
    expect(ids(refund.list)).toEqual([7]);
    expect(refund.list[0]!.question).toBe('Tôi có được hoàn tiền không?');
    // The same words decomposed (o + combining marks) as some keyboards type them.
    expect(ids((await searchFaq({ searchKey: 'hoàn tiền'.normalize('NFD') })).list)).toEqual([7]);
    expect(ids((await searchFaq({ searchKey: 'Quên mật khẩu' })).list)).toEqual([2]);
    // Vietnamese search, English answer by default.
    expect((await searchFaq({ searchKey: 'biển quảng cáo' })).list[0]!.question).toBe(
      'Can I put my own advertising on the animation fence?',
    );
    // A different diacritic is a different word.
    expect((await searchFaq({ searchKey: 'hoán tiến' })).total).toBe(0);
  });

  it('finds one FAQ by id (keyType 1); a non-number id finds nothing', async () => {
    expect(ids((await searchFaq({ keyType: 1, searchKey: '12' })).list)).toEqual([12]);
    expect(await searchFaq({ keyType: 1, searchKey: 'abc' })).toEqual({ list: [], total: 0 });
  });

  it('filters by category including its sub-categories, with the category path on request', async () => {
    const billing = await searchFaq({ faqCategoryId: 2 });
    expect(ids(billing.list)).toEqual([9, 8, 7, 6, 5]);
    const apiUsage = await searchFaq({ faqCategoryId: '3', isFillCategoryParent: true, lang: 'vi' });
    expect(apiUsage.total).toBe(7);
    const errors = apiUsage.list.find((faq) => faq.faqId === 13) as TFaqItem & { categoryPath: unknown };
    expect(errors.categoryPath).toEqual([
      { categoryId: 3, name: 'Sử dụng API' },
      { categoryId: 32, name: 'Lỗi và giới hạn' },
    ]);
    expect(ids((await searchFaq({ faqCategoryId: 31, searchKey: 'whitelist' })).list)).toEqual([12, 11]);
  });

  it('refuses a status other than 1 and an over-large page', async () => {
    for (const payload of [{ status: 2 }, { page: { offset: 0, limit: 500 } }]) {
      const response = await under.service.app.inject({ method: 'POST', url: '/api/faq/searchFaq', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().resultCode).toBe(10002);
    }
  });
});

describe('FAQ categories and articles', () => {
  it('lists the categories in order with counts including sub-categories', async () => {
    const response = await under.service.app.inject({ method: 'GET', url: '/api/faq/categories?lang=vi' });
    expect(response.json().data.list).toEqual([
      { categoryId: 1, name: 'Tài khoản', parentId: null, order: 10, faqCount: 4 },
      { categoryId: 31, name: 'Xác thực', parentId: 3, order: 10, faqCount: 3 },
      { categoryId: 2, name: 'Thanh toán', parentId: null, order: 20, faqCount: 5 },
      { categoryId: 32, name: 'Lỗi và giới hạn', parentId: 3, order: 20, faqCount: 2 },
      { categoryId: 3, name: 'Sử dụng API', parentId: null, order: 30, faqCount: 7 },
      { categoryId: 4, name: 'Phạm vi dữ liệu', parentId: null, order: 40, faqCount: 4 },
      { categoryId: 5, name: 'Widget và hoạt ảnh', parentId: null, order: 50, faqCount: 2 },
    ]);
  });

  it('answers the full article with its category path and related questions, counting each read', async () => {
    const read = () => under.service.app.inject({ method: 'GET', url: '/api/faq/article?id=11&lang=vi' });
    const first = (await read()).json().data;
    expect(first).toMatchObject({
      faqId: 11,
      question: 'API key của tôi bị lộ. Tôi nên làm gì?',
      categoryId: 31,
      categoryPath: [
        { categoryId: 3, name: 'Sử dụng API' },
        { categoryId: 31, name: 'Xác thực' },
      ],
      relatedIds: [10, 12],
      related: [
        { faqId: 10, question: 'Tôi tìm API key ở đâu?' },
        { faqId: 12, question: 'Danh sách IP được phép hoạt động thế nào?' },
      ],
      readNumber: 1,
    });
    expect(first.answer).toContain('<b>Console → API Key</b>');
    expect((await read()).json().data.readNumber).toBe(2);
    const listed = await searchFaq({ keyType: 1, searchKey: '11' });
    expect(listed.list[0]!.readNumber).toBe(2);
    expect(ids((await searchFaq({ orderType: 3, page: { offset: 0, limit: 1 } })).list)).toEqual([11]);
  });

  it('answers 404 / 10004 for an unknown or hidden article and counts nothing', async () => {
    await under.service.deps.db.$client.query('update docs.faqs set status = 2 where faq_id = 22');
    for (const id of [999, 22]) {
      const response = await under.service.app.inject({ method: 'GET', url: `/api/faq/article?id=${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().resultCode).toBe(10004);
    }
    expect(ids((await searchFaq({ faqCategoryId: 5 })).list)).toEqual([21]);
    const { rows } = await under.service.deps.db.$client.query('select read_number from docs.faqs where faq_id = 22');
    expect(rows[0].read_number).toBe(0);
  });
});

describe('blog', () => {
  async function blogList(payload: Record<string, unknown>) {
    const response = await under.service.app.inject({ method: 'POST', url: '/api/blog/getBlogList', payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { list: Array<{ id: number; title: string; seo?: unknown }>; total: number };
  }

  it('lists blog posts (type 20, every child type) newest first, paged like the footer asks', async () => {
    const footer = await blogList({
      articleType: { typeId: 20 },
      childType: { childTypeId: -1 },
      page: { offset: 0, limit: 3 },
      isSeo: true,
    });
    expect(footer.total).toBe(5);
    expect(footer.list.map((post) => post.id)).toEqual([105, 103, 102]);
    expect(footer.list[0]).toMatchObject({
      id: 105,
      typeId: 20,
      title: 'Keeping your API key safe',
      author: 'Linh Tran',
      publishDate: '2025-09-08T09:00:00.000Z',
      seo: { title: 'Keeping your API key safe', keywords: '' },
    });
    const next = await blogList({ page: { offset: 3, limit: 3 } });
    expect(next.list.map((post) => post.id)).toEqual([101, 104]);
    expect(next.list[0]!.seo).toBeUndefined();
  });

  it('filters by child type and by article type; form-encoded bodies nest like JSON', async () => {
    expect((await blogList({ childType: { childTypeId: 1 } })).list.map((post) => post.id)).toEqual([101, 104]);
    const response = await injectForm(
      under.service.app,
      '/api/blog/getBlogList',
      'articleType[typeId]=20&childType[childTypeId]=2&page[offset]=0&page[limit]=1&lang=vi',
    );
    expect(response.json().data).toMatchObject({
      total: 2,
      list: [{ id: 105, title: 'Giữ an toàn cho API key của bạn' }],
    });
    expect((await blogList({ articleType: { typeId: 21 } })).list.map((post) => post.id)).toEqual([10, 7]);
  });

  it('answers one article in full, in Vietnamese on request; unknown → 10004', async () => {
    const response = await under.service.app.inject({
      method: 'POST',
      url: '/api/blog/getBlogById',
      payload: { id: 101, lang: 'vi' },
    });
    expect(response.json().data).toMatchObject({
      id: 101,
      typeId: 20,
      title: 'Bàn thắng kỳ vọng (xG) có mặt trong thống kê trận đấu',
      seo: { title: 'xG trong API bóng đá Matchwire', keywords: 'xG, bàn thắng kỳ vọng, API bóng đá' },
    });
    expect(response.json().data.content).toContain('<code>/football/matches/statistics</code>');
    const introduction = await under.service.app.inject({
      method: 'POST',
      url: '/api/blog/getBlogById',
      payload: { id: 10 },
    });
    expect(introduction.json().data.title).toBe('Introduction to the Matchwire API');
    const missing = await under.service.app.inject({
      method: 'POST',
      url: '/api/blog/getBlogById',
      payload: { id: 9999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().resultCode).toBe(10004);
  });
});

describe('seed', () => {
  it('is idempotent and keeps what an editor changed', async () => {
    await under.service.deps.db.$client.query(`update docs.articles set author = 'Editor' where id = 104`);
    const { seedDemoData } = await import('../src/seed/seed-demo-data.ts');
    await seedDemoData(under.service.deps.db);
    const { rows } = await under.service.deps.db.$client.query(
      `select (select count(*)::int from docs.faqs) as faqs, (select author from docs.articles where id = 104) as author`,
    );
    expect(rows[0]).toEqual({ faqs: 22, author: 'Editor' });
  });
});
