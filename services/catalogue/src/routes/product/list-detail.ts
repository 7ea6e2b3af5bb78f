import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import { z } from 'zod';
import { isSignedInTester } from '../../auth/require-signed-in-user.ts';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZProductCard, ZProductCardsQuery } from '../../schemas/product-detail.ts';
import { listProductCards } from '../../use-cases/list-product-cards.ts';

export function registerProductListDetailRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.get(
    '/api/product/listDetail',
    {
      schema: {
        querystring: ZProductCardsQuery,
        response: { 200: ZSuccess(z.object({ productList: z.array(ZProductCard) })) },
      },
    },
    async (request) => {
      const productList = await listProductCards(deps.db, {
        sportType: request.query.sportType,
        lang: request.query.lang,
        isTester: isSignedInTester(request),
      });
      return ok({ productList });
    },
  );
}
