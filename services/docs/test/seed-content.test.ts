import { describe, expect, it } from 'vitest';
import { loadSeedContent } from '../src/seed/seed-content.ts';

/** The demo content is data (services/docs/seed/); these are the rules a writer could break in it. */
describe('docs seed files', () => {
  const content = loadSeedContent();

  it('give every document, category, FAQ and article an id of its own', () => {
    const ids = {
      documents: content.documents.map((document) => document.documentId),
      docCategories: content.docCategories.map((category) => category.categoryId),
      faqs: content.faqs.map((faq) => faq.faqId),
      faqCategories: content.faqCategories.map((category) => category.categoryId),
      articles: content.articles.map((article) => article.id),
    };
    for (const [kind, list] of Object.entries(ids)) expect(new Set<unknown>(list).size, kind).toBe(list.length);
  });

  it('give every API reference page a unique reference and a category of the menu', () => {
    const categories = new Set(content.docCategories.map((category) => category.categoryId));
    const pages = content.documents.filter((document) => document.url);
    const refs = pages.map((page) => page.ref);
    expect(pages.length).toBeGreaterThan(30);
    expect(new Set(refs).size).toBe(refs.length);
    for (const document of content.documents) expect(categories, document.documentId).toContain(document.categoryId);
  });

  it('read each guide its text in English and Vietnamese from its Markdown files', () => {
    const introduction = content.documents.find((document) => document.documentId === 'news_0');
    expect(introduction?.documentText?.en).toMatch(/^Matchwire serves football/);
    expect(introduction?.documentText?.vi).toMatch(/^Matchwire cung cấp/);
    expect(introduction?.documentText?.en.endsWith('\n')).toBe(false);
  });

  it('link change logs and related FAQs to what exists', () => {
    const documentIds = new Set(content.documents.map((document) => document.documentId));
    for (const log of content.changeLogs) expect(documentIds, log.logId).toContain(log.documentId);
    const faqIds = new Set(content.faqs.map((faq) => faq.faqId));
    for (const faq of content.faqs) for (const id of faq.relatedIds) expect(faqIds, `faq ${faq.faqId}`).toContain(id);
  });
});
