import { dataApiEndpoints } from '@matchwire/contracts/data-api/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TDataApiDeps } from '../../data-api-deps.ts';
import { getWebhookConfig } from '../../use-cases/get-webhook-config.ts';
import { listWebhookDeliveries } from '../../use-cases/list-webhook-deliveries.ts';
import { replayWebhookDelivery } from '../../use-cases/replay-webhook-delivery.ts';
import { rotateWebhookSecret } from '../../use-cases/rotate-webhook-secret.ts';
import { saveWebhookConfig } from '../../use-cases/save-webhook-config.ts';
import { sendTestWebhook } from '../../use-cases/send-test-webhook.ts';

/** The console's score webhook (`/api/scoreWebhook/*`); `queued` kicks the sender when a delivery is due now. */
export function registerScoreWebhookRoutes(
  serve: TServeEndpoint,
  deps: TDataApiDeps & { allowPrivateUrls: boolean },
  queued: () => void,
): void {
  const userIdOf = (request: Parameters<typeof requireIdentity>[0]) => requireIdentity(request).userId;
  serve(dataApiEndpoints.getWebhookConfig, async (request) => getWebhookConfig(deps, userIdOf(request)));
  serve(dataApiEndpoints.saveWebhookConfig, async (request) =>
    saveWebhookConfig(deps, { userId: userIdOf(request), ...request.body }),
  );
  serve(dataApiEndpoints.rotateWebhookSecret, async (request) => rotateWebhookSecret(deps, userIdOf(request)));
  serve(dataApiEndpoints.sendTestWebhook, async (request) => {
    const queuedDelivery = await sendTestWebhook(deps, userIdOf(request));
    queued();
    return queuedDelivery;
  });
  serve(dataApiEndpoints.listWebhookDeliveries, async (request) => listWebhookDeliveries(deps, userIdOf(request)));
  serve(dataApiEndpoints.replayWebhookDelivery, async (request) => {
    const queuedDelivery = await replayWebhookDelivery(deps, {
      userId: userIdOf(request),
      deliveryId: request.params.deliveryId,
    });
    queued();
    return queuedDelivery;
  });
}
