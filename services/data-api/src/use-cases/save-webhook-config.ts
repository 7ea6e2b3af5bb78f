import type { ZSavedWebhookConfig, ZWebhookConfigBody } from '@matchwire/contracts/data-api/webhooks';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { z } from 'zod';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { saveWebhookEndpoint } from '../db/webhook-endpoint-repository.ts';
import { newWebhookSecret } from '../webhooks/sign-webhook.ts';
import { isPublicAddress } from '../webhooks/webhook-address-guard.ts';
import { shownEndpoint } from './get-webhook-config.ts';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Saves the customer's score webhook. The URL must be https, unless private URLs are allowed (a
 * developer's stack) and it is http to this machine; an address written into the URL must be public
 * (a name is resolved and checked when each delivery is sent). The first save makes the signing
 * secret and answers it, the only time it is shown.
 */
export async function saveWebhookConfig(
  deps: Pick<TDataApiDeps, 'db'> & { allowPrivateUrls: boolean },
  input: { userId: string } & z.output<typeof ZWebhookConfigBody>,
): Promise<z.output<typeof ZSavedWebhookConfig>> {
  const url = new URL(input.url);
  const isLocal = localHosts.has(url.hostname);
  if (url.protocol === 'http:' && !(deps.allowPrivateUrls && isLocal)) {
    throw new AppError('webhookUrlRefused', 'Webhook URL refused: it must start with https://');
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  const isAddress = /^[\d.]+$/.test(literal) || literal.includes(':');
  if (!deps.allowPrivateUrls && (isLocal || (isAddress && !isPublicAddress(literal)))) {
    throw new AppError('webhookUrlRefused', `Webhook URL refused: ${url.hostname} is not a public address`);
  }
  const { row, isNew } = await saveWebhookEndpoint(deps.db, {
    userId: input.userId,
    url: input.url,
    sports: input.sports,
    isEnabled: input.isEnabled,
    newSecret: newWebhookSecret(),
  });
  return { endpoint: shownEndpoint(row), secret: isNew ? row.secret : null };
}
