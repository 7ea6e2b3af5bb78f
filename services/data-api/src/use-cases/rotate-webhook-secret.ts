import type { ZWebhookSecret } from '@matchwire/contracts/data-api/webhooks';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { z } from 'zod';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { findWebhookEndpoint, updateWebhookEndpoint } from '../db/webhook-endpoint-repository.ts';
import { newWebhookSecret } from '../webhooks/sign-webhook.ts';
import { shownEndpoint } from './get-webhook-config.ts';

/** A new signing secret, answered once; every delivery from now on (retries included) is signed with it. */
export async function rotateWebhookSecret(
  deps: Pick<TDataApiDeps, 'db'>,
  userId: string,
): Promise<z.output<typeof ZWebhookSecret>> {
  if (!(await findWebhookEndpoint(deps.db, userId))) throw new AppError('webhookNotConfigured');
  const row = await updateWebhookEndpoint(deps.db, userId, { secret: newWebhookSecret() });
  return { secret: row.secret, endpoint: shownEndpoint(row) };
}
