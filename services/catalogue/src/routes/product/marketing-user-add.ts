import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import { z } from 'zod';
import { requireSignedInUser } from '../../auth/require-signed-in-user.ts';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZMarketingInterestBody } from '../../schemas/marketing.ts';
import { addMarketingInterest } from '../../use-cases/add-marketing-interest.ts';

export function registerMarketingUserAddRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.post(
    '/api/product/marketingUserAddByProductId',
    {
      // Login is checked before the body, so a visitor gets 11007 whatever they sent.
      onRequest: async (request) => void requireSignedInUser(request),
      schema: { body: ZMarketingInterestBody, response: { 200: ZSuccess(z.object({})) } },
    },
    async (request) => {
      const user = requireSignedInUser(request);
      await addMarketingInterest(deps.db, { ...user, productIds: request.body.productIds });
      return ok({});
    },
  );
}
