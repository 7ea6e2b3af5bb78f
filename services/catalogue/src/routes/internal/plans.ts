import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { toPlan } from '../../presenters/product-presenter.ts';
import { ZNewPlan, ZPlan, ZPlanChanges, ZPlanIdParams } from '../../schemas/plan.ts';
import { ZProductIdParams } from '../../schemas/product.ts';
import { createPlan } from '../../use-cases/create-plan.ts';
import { updatePlan } from '../../use-cases/update-plan.ts';

/** Back-office plan changes (caller `backoffice` only); each publishes `catalogue.product-changed.v1` for the product. */
export function registerPlanRoutes(app: TZodApp, deps: TCatalogueDeps): void {
  app.post(
    '/internal/products/:productId/plans',
    {
      config: { callers: ['backoffice'] },
      schema: { params: ZProductIdParams, body: ZNewPlan, response: { 200: ZSuccess(ZPlan) } },
    },
    async (request) => {
      const plan = await createPlan(deps.db, request.params.productId, request.body);
      deps.outboxRelay.kick();
      return ok(toPlan(plan));
    },
  );

  app.patch(
    '/internal/plans/:planId',
    {
      config: { callers: ['backoffice'] },
      schema: { params: ZPlanIdParams, body: ZPlanChanges, response: { 200: ZSuccess(ZPlan) } },
    },
    async (request) => {
      const plan = await updatePlan(deps.db, request.params.planId, request.body);
      deps.outboxRelay.kick();
      return ok(toPlan(plan));
    },
  );
}
