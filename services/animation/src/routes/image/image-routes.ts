import { animationEndpoints } from '@matchwire/contracts/animation/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAnimationDeps } from '../../animation-deps.ts';
import { imageUrlOf } from '../../images/image-url.ts';
import { getWidgetImage } from '../../use-cases/get-widget-image.ts';
import { uploadFenceImage } from '../../use-cases/upload-fence-image.ts';
import { customerIdOf } from '../config/owner-of.ts';

/** Fence images: uploaded by the customer, then served to every widget (docs/contracts/animation.md, "Images"). */
export function registerImageRoutes(serve: TServeEndpoint, deps: TAnimationDeps): void {
  serve(animationEndpoints.uploadFenceImage, async (request) => {
    const { key } = await uploadFenceImage(deps, {
      token: request.body.token,
      file: request.upload,
      userId: customerIdOf(request),
    });
    return { key, url: imageUrlOf(key) };
  });

  serve(animationEndpoints.widgetImage, async (request) => getWidgetImage(deps, request.query.file));
}
