import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZHomeBanner, ZHomeBannerQuery } from '../../schemas/home-banner.ts';
import { getHomeBanner } from '../../use-cases/get-home-banner.ts';

export function registerHomeBannerRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.get(
    '/api/subscribe/homeBanner',
    { schema: { querystring: ZHomeBannerQuery, response: { 200: ZSuccess(ZHomeBanner) } } },
    async (request) => ok({ value: await getHomeBanner(deps.db, request.query.lang) }),
  );
}
