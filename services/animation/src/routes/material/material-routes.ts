import { animationEndpoints } from '@matchwire/contracts/animation/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAnimationDeps } from '../../animation-deps.ts';
import { listMaterials } from '../../use-cases/list-materials.ts';
import { materialMapOf } from './material-list-presenter.ts';

/** The materials a customer chooses from (docs/contracts/animation.md, "Materials"). */
export function registerMaterialRoutes(serve: TServeEndpoint, deps: TAnimationDeps): void {
  serve(animationEndpoints.animationMaterialList, async (request) =>
    materialMapOf(await listMaterials(deps, request.body.animType), request.body.lang),
  );
}
