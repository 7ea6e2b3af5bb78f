import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZProductIdParams } from '../../schemas/product.ts';
import { ZProductInterfaces, ZProductInterfacesBody } from '../../schemas/product-interfaces.ts';
import { setProductInterfaces } from '../../use-cases/set-product-interfaces.ts';

/** Back-office route (caller `backoffice` only): a product's API endpoints, checked against the docs service. */
export function registerSetProductInterfacesRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.put(
    '/internal/products/:productId/interfaces',
    {
      config: { callers: ['backoffice'] },
      schema: {
        params: ZProductIdParams,
        body: ZProductInterfacesBody,
        response: { 200: ZSuccess(ZProductInterfaces) },
      },
    },
    async (request) => {
      const saved = await setProductInterfaces(deps, request.params.productId, request.body.interfaces);
      deps.outboxRelay.kick();
      return ok(saved);
    },
  );
}
