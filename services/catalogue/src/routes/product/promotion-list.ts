import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import { isSignedInTester } from '../../auth/require-signed-in-user.ts';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZPromotionList, ZPromotionQuery } from '../../schemas/promotion.ts';
import { listPromotionProducts } from '../../use-cases/list-promotion-products.ts';

export function registerPromotionListRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.get(
    '/api/product/promotionList',
    { schema: { querystring: ZPromotionQuery, response: { 200: ZSuccess(ZPromotionList) } } },
    async (request) =>
      ok(
        await listPromotionProducts(deps.db, {
          lang: request.query.lang,
          isTester: isSignedInTester(request),
          now: deps.clock(),
        }),
      ),
  );
}
