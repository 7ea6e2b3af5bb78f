import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZHomeBanner, ZHomeBannerChange } from '../../schemas/home-banner.ts';
import { setHomeBanner } from '../../use-cases/set-home-banner.ts';

/** Back-office home banner edit (caller `backoffice` only); answers the sanitised HTML that was stored. */
export function registerSetHomeBannerRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.put(
    '/internal/home-banner',
    {
      config: { callers: ['backoffice'] },
      schema: { body: ZHomeBannerChange, response: { 200: ZSuccess(ZHomeBanner) } },
    },
    async (request) => {
      const value = await setHomeBanner(deps.db, request.body);
      deps.outboxRelay.kick();
      return ok({ value });
    },
  );
}
