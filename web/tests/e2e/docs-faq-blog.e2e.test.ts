import { describe, expect, it } from 'vitest';
import { BASE_URL, callApi, gotoHydrated, useTrackedPages } from './browser';

type THierarchyCategory = {
  categoryId: string;
  name: string;
  subHierarchy: THierarchyCategory[];
  documents: { documentId: string; name: string; method: number | null }[];
};

function allDocuments(categories: THierarchyCategory[]): THierarchyCategory['documents'] {
  return categories.flatMap((category) => [...category.documents, ...allDocuments(category.subHierarchy)]);
}

describe('docs, FAQ and blog', () => {
  const { open } = useTrackedPages();

  it('opens a document from the tree and updates the address without a reload', async () => {
    const { hierarchy } = await callApi<{ hierarchy: THierarchyCategory[] }>('/api/doc/list/v2?lang=en');
    const target = allDocuments(hierarchy).find((document) => document.method && document.documentId !== 'news_0');
    expect(target, 'an endpoint document in the hierarchy').toBeDefined();

    const { page } = await open();
    await gotoHydrated(page, '/docs?lang=en');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // Selecting opens its parent categories, so the link is reachable after expanding them.
    const link = page.locator(`#docs-directory a[data-document-id="${target!.documentId}"]`);
    while (!(await link.isVisible())) {
      const closed = page.locator('#docs-directory button[aria-expanded="false"]:visible').first();
      expect(await closed.count(), 'a closed category to open').toBe(1);
      await closed.click();
    }
    await link.click();
    await page.waitForURL((url) => url.pathname === '/docs' && url.searchParams.get('id') === target!.documentId);
    await page.getByRole('heading', { level: 1, name: target!.name }).waitFor();
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.locator('.param-table').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('code-examples').textContent()).toContain('key=YOUR_API_KEY');
  });

  it('shows a guide with its title once and its tables as tables, in both languages', async () => {
    const { page } = await open();
    for (const [lang, title, firstColumn] of [
      ['en', 'API reference overview', 'sport'],
      ['vi', 'Tổng quan tài liệu API', 'môn'],
    ] as const) {
      await gotoHydrated(page, `/docs?id=20&lang=${lang}`);
      expect(await page.getByRole('heading', { name: title }).count()).toBe(1);
      const table = page.locator('.doc-view__guide table');
      expect(await table.locator('th').first().textContent()).toBe(firstColumn);
      expect(await table.locator('tbody tr').count()).toBe(3);
      expect(await page.locator('.doc-view__guide').textContent()).not.toContain('|---');
    }
  });

  it('lists the change logs per sport, and leads st_, log_ and c_ addresses to what shows them', async () => {
    const football = await callApi<{ list: { logId: string; title: string; documentId: string }[] }>(
      '/api/doc/logsBySportType?sportType=1&lang=en',
    );
    expect(football.list.length).toBeGreaterThan(0);
    const { page } = await open();
    await gotoHydrated(page, '/docs?id=st_1&lang=en');
    expect(new URL(page.url()).hash).toBe('#st_1');
    const section = page.locator('#st_1');
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe('Football');
    expect(await section.locator('.change-log__title').allTextContents()).toEqual(
      football.list.map((log) => log.title),
    );
    expect(await page.locator('#st_2 .change-log__item').count()).toBeGreaterThan(0);
    expect(await page.locator('#st_3 .change-log__item').count()).toBeGreaterThan(0);

    const entry = football.list[0]!;
    await gotoHydrated(page, `/docs?id=${entry.logId}&lang=en`);
    expect(new URL(page.url()).hash).toBe(`#${entry.logId}`);
    await page.locator(`[id="${entry.logId}"]`).getByRole('link', { name: 'Open the reference' }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === entry.documentId);
    await page.locator('#change-log-title').waitFor();

    await gotoHydrated(page, '/docs?id=c_getting_started&lang=en');
    expect(new URL(page.url()).searchParams.get('id')).toBe('news_0');
  });

  it('hides the directory on a phone after a document is chosen', async () => {
    const { page } = await open({ viewport: { width: 360, height: 800 } });
    await gotoHydrated(page, '/docs?lang=en');
    const directory = page.locator('#docs-directory');
    expect(await directory.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show documents' }).click();
    await directory.waitFor({ state: 'visible' });
    const next = directory.locator('a[data-document-id]:not([aria-current])').first();
    await next.click();
    await directory.waitFor({ state: 'hidden' });
  });

  it('searches the FAQ in Vietnamese and opens a result', async () => {
    const { list } = await callApi<{ list: { faqId: number; question: string }[] }>('/api/faq/searchFaq', {
      status: 1,
      page: { offset: 0, limit: 1 },
      lang: 'vi',
    });
    const question = list[0]?.question ?? '';
    // A word with Vietnamese diacritics from a real question, so the search must match it.
    const word = question.split(/\s+/).find((part) => /[^\u0020-\u007e]/.test(part) && part.length > 2);
    expect(word, `a Vietnamese word in "${question}"`).toBeDefined();

    const { page } = await open({ locale: 'vi-VN' });
    await gotoHydrated(page, '/faq?lang=vi');
    await page.getByRole('searchbox').fill(word!);
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL((url) => url.pathname === '/faq/search' && url.searchParams.get('q') === word);
    const first = page.locator('.faq-list__link').first();
    await first.waitFor();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/faq\/article\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  });

  it('opens a blog article from the blog list', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/blog-list/-1.html?lang=en');
    const first = page.locator('.blog-card__link').first();
    const title = (await first.textContent()) ?? '';
    expect(await first.getAttribute('href')).toMatch(/^\/blog\/article-20-\d+\.html$/);
    await first.click();
    await page.waitForURL(/\/blog\/article-20-\d+\.html$/);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
  });

  it('opens one of the 3 latest articles from the footer, rendered on the server', async () => {
    const { page } = await open();
    await gotoHydrated(page, '/?lang=en');
    const footerArticles = page.locator('.site-footer a[href^="/blog/article-"]');
    expect(await footerArticles.count()).toBe(3);
    const latest = await callApi<{ list: { title: string }[] }>('/api/blog/getBlogList', {
      articleType: { typeId: 20 },
      childType: { childTypeId: -1 },
      page: { offset: 0, limit: 3 },
      isSeo: true,
      lang: 'en',
    });
    expect(await footerArticles.allTextContents()).toEqual(latest.list.map((article) => article.title));
    const title = (await footerArticles.first().textContent()) ?? '';
    await footerArticles.first().click();
    await page.waitForURL(/\/blog\/article-20-\d+\.html$/);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  });

  it('answers an unknown article with the 404 page', async () => {
    const { page, expectedConsoleErrors } = await open();
    expectedConsoleErrors.push(/^Failed to load resource: .*\b404\b/);
    const response = await gotoHydrated(page, '/blog/article-20-987654321.html?lang=en');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This page could not be found');

    const faq = await fetch(`${BASE_URL}/faq/article/987654321?lang=en`);
    expect(faq.status).toBe(404);
    // The text is also in every page's language data, so the heading is what tells.
    expect(await faq.text()).toMatch(/<h1[^>]*>This page could not be found<\/h1>/);
  });
});
