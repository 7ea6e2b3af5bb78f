import { defineEndpoint, type TCachePolicy } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import { ZBlogArticle, ZBlogByIdBody, ZBlogList, ZBlogListBody } from './blog.ts';
import { ZChangeLogList, ZLogsBySportQuery, ZLogsQuery } from './change-log.ts';
import { ZResolveDocumentRefsBody, ZResolvedDocumentRefs } from './document-ref.ts';
import {
  ZDocument,
  ZDocumentChanges,
  ZDocumentIdParams,
  ZGetDocumentBody,
  ZHierarchy,
  ZHierarchyQuery,
} from './document.ts';
import {
  ZFaqArticle,
  ZFaqArticleQuery,
  ZFaqCategoriesQuery,
  ZFaqCategoryList,
  ZFaqSearchBody,
  ZFaqSearchResult,
} from './faq.ts';

const { publicRoute, internalRoute, backOfficeRoute } = routeKinds('docs');

/** A public docs read the gateway answers from its cache until the docs service says its content changed. */
const cachedRead = {
  ...publicRoute,
  cache: { droppedBy: ['docs.content-changed.v1'] } satisfies TCachePolicy,
} as const;

/** The docs service's endpoints: API documentation, change logs, FAQ and blog. */
export const docsEndpoints = {
  listDocumentHierarchy: defineEndpoint({
    ...cachedRead,
    method: 'GET',
    path: '/api/doc/list/v2',
    summary: 'The documentation tree: categories, their sub-categories and documents, in menu order.',
    request: { query: ZHierarchyQuery },
    response: ZHierarchy,
  }),
  getDocument: defineEndpoint({
    ...cachedRead,
    method: 'POST',
    path: '/api/doc/getById',
    summary: 'One document (guide or API reference page) by id or by reference; unknown: 10004.',
    request: { body: ZGetDocumentBody },
    response: ZDocument,
  }),
  listDocumentChangeLogs: defineEndpoint({
    ...cachedRead,
    method: 'GET',
    path: '/api/doc/logs',
    summary: 'Change logs of one document, newest first.',
    request: { query: ZLogsQuery },
    response: ZChangeLogList,
  }),
  listSportChangeLogs: defineEndpoint({
    ...cachedRead,
    method: 'GET',
    path: '/api/doc/logsBySportType',
    summary: 'Change logs of every document of a sport (1 football, 2 basketball, 3 esports), newest first.',
    request: { query: ZLogsBySportQuery },
    response: ZChangeLogList,
  }),
  searchFaqs: defineEndpoint({
    ...cachedRead,
    method: 'POST',
    path: '/api/faq/searchFaq',
    summary: 'Shown FAQs by content or id, optionally in one category and its sub-categories; one page.',
    request: { body: ZFaqSearchBody },
    response: ZFaqSearchResult,
  }),
  listFaqCategories: defineEndpoint({
    ...cachedRead,
    method: 'GET',
    path: '/api/faq/categories',
    summary: 'Every FAQ category in order, with the number of shown articles in it and below it.',
    request: { query: ZFaqCategoriesQuery },
    response: ZFaqCategoryList,
  }),
  // Not cached: each read counts once more (readNumber).
  readFaqArticle: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/faq/article',
    summary: 'A shown FAQ article in full, counting the read; unknown or hidden: 10004.',
    request: { query: ZFaqArticleQuery },
    response: ZFaqArticle,
  }),
  listBlogArticles: defineEndpoint({
    ...cachedRead,
    method: 'POST',
    path: '/api/blog/getBlogList',
    summary: 'One page of shown articles of a type (the blog is 20), newest first; child type -1 is every one.',
    request: { body: ZBlogListBody },
    response: ZBlogList,
  }),
  getBlogArticle: defineEndpoint({
    ...cachedRead,
    method: 'POST',
    path: '/api/blog/getBlogById',
    summary: 'A shown article with its HTML; unknown or hidden: 10004.',
    request: { body: ZBlogByIdBody },
    response: ZBlogArticle,
  }),
  updateDocument: defineEndpoint({
    ...backOfficeRoute,
    method: 'PUT',
    path: '/internal/documents/:id',
    summary: 'Back office: change a document (every language in full); writes docs.content-changed.v1.',
    request: { params: ZDocumentIdParams, body: ZDocumentChanges },
    response: ZDocument,
  }),
  resolveDocumentRefs: defineEndpoint({
    ...internalRoute('catalogue'),
    method: 'POST',
    path: '/internal/document-refs/resolve',
    summary: 'Which document references exist and the documents they name (the catalogue checks product endpoints).',
    request: { body: ZResolveDocumentRefsBody },
    response: ZResolvedDocumentRefs,
  }),
};
