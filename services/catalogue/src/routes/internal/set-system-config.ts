import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZConfigEntry, ZConfigKeyParams, ZConfigValueChange } from '../../schemas/system-config.ts';
import { setSystemConfig } from '../../use-cases/set-system-config.ts';

/** Back-office system config edit (caller `backoffice` only): notices, promotion toggles, trial days, … */
export function registerSetSystemConfigRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.put(
    '/internal/system-config/:key',
    {
      config: { callers: ['backoffice'] },
      schema: { params: ZConfigKeyParams, body: ZConfigValueChange, response: { 200: ZSuccess(ZConfigEntry) } },
    },
    async (request) => {
      const saved = await setSystemConfig(deps.db, request.params.key, request.body.value);
      deps.outboxRelay.kick();
      return ok(saved);
    },
  );
}
