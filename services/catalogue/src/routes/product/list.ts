import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { z } from 'zod';
import { ZProductListItem, ZProductListQuery } from '../../schemas/product.ts';
import { listProducts } from '../../use-cases/list-products.ts';
import { isSignedInTester } from '../../auth/require-signed-in-user.ts';

export function registerProductListRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.get(
    '/api/product/list',
    {
      schema: {
        querystring: ZProductListQuery,
        response: { 200: ZSuccess(z.object({ productList: z.array(ZProductListItem) })) },
      },
    },
    async (request) => {
      const productList = await listProducts(deps.db, {
        sportType: request.query.sportType,
        isTester: isSignedInTester(request),
      });
      return ok({ productList });
    },
  );
}
