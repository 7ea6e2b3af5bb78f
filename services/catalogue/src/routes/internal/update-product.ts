import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZProduct, ZProductChanges, ZProductIdParams } from '../../schemas/product.ts';
import { updateProduct } from '../../use-cases/update-product.ts';

/** Back-office route; never routed by the gateway, open to caller `backoffice` only. */
export function registerUpdateProductRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.patch(
    '/internal/products/:productId',
    {
      config: { callers: ['backoffice'] },
      schema: {
        params: ZProductIdParams,
        body: ZProductChanges,
        response: { 200: ZSuccess(ZProduct) },
      },
    },
    async (request) => {
      const product = await updateProduct(deps.db, request.params.productId, request.body);
      deps.outboxRelay.kick();
      return ok(product);
    },
  );
}
