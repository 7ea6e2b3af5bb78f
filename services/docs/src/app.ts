import { fileURLToPath } from 'node:url';
import type { TBuiltService, TServiceParts } from '@matchwire/kit/serve-service';
import { endpointServer } from '@matchwire/kit/http/serve-endpoint';
import { createPublishingService } from '@matchwire/kit/publishing-service';
import type { TDocsConfig } from './config.ts';
import * as schema from './db/schema.ts';
import type { TDocsDeps } from './docs-deps.ts';
import { registerBlogByIdRoute } from './routes/blog/get-by-id.ts';
import { registerBlogListRoute } from './routes/blog/list.ts';
import { registerGetDocumentRoute } from './routes/doc/get-by-id.ts';
import { registerDocHierarchyRoute } from './routes/doc/list-hierarchy.ts';
import { registerChangeLogRoutes } from './routes/doc/logs.ts';
import { registerFaqArticleRoute } from './routes/faq/article.ts';
import { registerFaqCategoriesRoute } from './routes/faq/categories.ts';
import { registerFaqSearchRoute } from './routes/faq/search.ts';
import { registerResolveDocumentRefsRoute } from './routes/internal/resolve-document-refs.ts';
import { registerUpdateDocumentRoute } from './routes/internal/update-document.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TDocsService = TBuiltService<TDocsDeps>;

/** Builds the docs service: API documentation, change logs, FAQ and blog. */
export function buildDocsService(options: TServiceParts<TDocsConfig>): TDocsService {
  const service = createPublishingService({
    ...options,
    name: 'docs',
    schema,
    migrationsFolder,
    seedDemoData,
  });
  const { app, deps } = service;
  const serve = endpointServer(app);
  registerDocHierarchyRoute(serve, deps);
  registerGetDocumentRoute(serve, deps);
  registerChangeLogRoutes(serve, deps);
  registerFaqSearchRoute(serve, deps);
  registerFaqCategoriesRoute(serve, deps);
  registerFaqArticleRoute(serve, deps);
  registerBlogListRoute(serve, deps);
  registerBlogByIdRoute(serve, deps);
  registerUpdateDocumentRoute(serve, deps);
  registerResolveDocumentRefsRoute(serve, deps);

  return { app, deps, start: service.start, stop: service.stop };
}
