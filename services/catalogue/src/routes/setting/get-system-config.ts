import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZSystemConfig, ZSystemConfigQuery } from '../../schemas/system-config.ts';
import { getSystemConfig } from '../../use-cases/get-system-config.ts';

export function registerSystemConfigRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.get(
    '/api/setting/getSystemConfig',
    { schema: { querystring: ZSystemConfigQuery, response: { 200: ZSuccess(ZSystemConfig) } } },
    async (request) => ok({ configs: await getSystemConfig(deps.db, request.query.lang) }),
  );
}
