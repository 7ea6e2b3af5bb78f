import { animationEndpoints } from '@matchwire/contracts/animation/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAnimationDeps } from '../../animation-deps.ts';
import { getAnimConfig } from '../../use-cases/get-anim-config.ts';
import { publishAnimConfig } from '../../use-cases/publish-anim-config.ts';
import { regenerateAccessKey } from '../../use-cases/regenerate-access-key.ts';
import { saveAnimConfig } from '../../use-cases/save-anim-config.ts';
import { animConfigOf } from './anim-config-presenter.ts';
import { ownerOf } from './owner-of.ts';

/** The console's calls on a customer's config of one sport (docs/contracts/animation.md, "Config"). */
export function registerAnimConfigRoutes(serve: TServeEndpoint, deps: TAnimationDeps): void {
  serve(animationEndpoints.getAnimConfigByUserId, async (request) =>
    animConfigOf(await getAnimConfig(deps, ownerOf(request, request.body.animType))),
  );

  serve(animationEndpoints.getAnimConfigRsp, async (request) => {
    const { accessKey, draft } = await getAnimConfig(deps, ownerOf(request, request.body.animType));
    return { useKey: { accessKey }, userConfig: { domains: draft.domains } };
  });

  serve(animationEndpoints.animationConfigUpdateByUserId, async (request) => {
    const { animType, animUserList, domains } = request.body;
    return animConfigOf(await saveAnimConfig(deps, ownerOf(request, animType), { animUserList, domains }));
  });

  serve(animationEndpoints.publishAnimConfig, async (request) =>
    animConfigOf(await publishAnimConfig(deps, ownerOf(request, request.body.animType))),
  );

  serve(animationEndpoints.regenerateAccessKey, async (request) =>
    animConfigOf(await regenerateAccessKey(deps, ownerOf(request, request.body.animType))),
  );
}
