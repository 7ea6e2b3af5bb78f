import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import { isSignedInTester } from '../../auth/require-signed-in-user.ts';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZProductDetailQuery, ZProductFull } from '../../schemas/product-detail.ts';
import { getProductDetail } from '../../use-cases/get-product-detail.ts';

export function registerProductDetailRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.get(
    '/api/product/detail',
    { schema: { querystring: ZProductDetailQuery, response: { 200: ZSuccess(ZProductFull) } } },
    async (request) =>
      ok(
        await getProductDetail(deps.db, {
          productId: request.query.productId,
          lang: request.query.lang,
          isTester: isSignedInTester(request),
        }),
      ),
  );
}
