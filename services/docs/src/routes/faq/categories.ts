import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import { z } from 'zod';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZFaqCategoriesQuery, ZFaqCategory } from '../../schemas/faq.ts';
import { listFaqCategories } from '../../use-cases/list-faq-categories.ts';

export function registerFaqCategoriesRoute(app: TZodApp, deps: TDocsDeps): void {
  app.get(
    '/api/faq/categories',
    {
      schema: {
        querystring: ZFaqCategoriesQuery,
        response: { 200: ZSuccess(z.object({ list: z.array(ZFaqCategory) })) },
      },
    },
    async (request) => ok({ list: await listFaqCategories(deps.db, request.query.lang) }),
  );
}
