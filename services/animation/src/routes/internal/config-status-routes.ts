import { animationEndpoints } from '@matchwire/contracts/animation/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAnimationDeps } from '../../animation-deps.ts';
import { setConfigStatus } from '../../use-cases/set-config-status.ts';
import { animConfigOf } from '../config/anim-config-presenter.ts';

/** The back office's (`/internal/*`, its own secret): disabling and enabling a customer's widget. */
export function registerConfigStatusRoutes(serve: TServeEndpoint, deps: TAnimationDeps): void {
  serve(animationEndpoints.setConfigStatus, async (request) => {
    const { userId, animType, disabled } = request.body;
    return animConfigOf(await setConfigStatus(deps, { userId, animType }, { disabled }));
  });
}
