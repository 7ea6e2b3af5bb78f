import { z } from 'zod';
import { ZSportType } from '../billing/fields.ts';
import { ZFlag } from '../common/form-body.ts';

/**
 * Score webhooks (docs/contracts/data-api.md "Score webhooks"): the customer's one endpoint, the
 * deliveries made to it and their replay. The console's /user/webhooks page is typed from these.
 */

/** The longest webhook URL kept. */
export const webhookUrlMaxLength = 500;

/** How long after it was made a delivery can be sent again. */
export const webhookReplayDays = 7;

/**
 * `sports` as a form sends it: repeated fields (`sports=1&sports=3`), one comma-separated field,
 * or a JSON array; each sport once, at least one.
 */
const ZWebhookSports = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
  z
    .array(z.coerce.number().pipe(ZSportType))
    .min(1, 'Choose at least one sport')
    .max(3)
    .transform((sports) => [...new Set(sports)].sort()),
);

/**
 * An absolute http(s) URL without credentials. Whether plain http or a private address is allowed
 * is the service's setting (WEBHOOK_ALLOW_PRIVATE_URLS), checked when it is saved and when sent.
 */
export const ZWebhookUrl = z
  .string()
  .trim()
  .min(1, 'Enter the URL deliveries are posted to')
  .max(webhookUrlMaxLength, `At most ${webhookUrlMaxLength} characters`)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Enter an https:// URL');

export const ZWebhookConfigBody = z.object({
  url: ZWebhookUrl,
  sports: ZWebhookSports,
  isEnabled: ZFlag,
});
export type TWebhookConfigBody = z.input<typeof ZWebhookConfigBody>;

/** The customer's endpoint as the console shows it: never the secret, only its last 4 characters. */
export const ZWebhookEndpoint = z.object({
  url: z.string(),
  sports: z.array(ZSportType),
  isEnabled: z.boolean(),
  /** The secret's last 4 characters, to tell which one a receiver holds. */
  secretHint: z.string(),
  updatedAt: z.iso.datetime(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** null: no endpoint saved yet. */
export const ZWebhookConfig = z.object({ endpoint: ZWebhookEndpoint.nullable() });
export type TWebhookConfig = z.infer<typeof ZWebhookConfig>;

/** `whsec_` and 32 base62 characters. */
export const webhookSecretPattern = /^whsec_[0-9A-Za-z]{32}$/;

/** The saved endpoint; `secret` only on the first save (shown once, never again), null after. */
export const ZSavedWebhookConfig = z.object({
  endpoint: ZWebhookEndpoint,
  secret: z.string().regex(webhookSecretPattern).nullable(),
});

/** A new secret, answered once: deliveries are signed with it from now on. */
export const ZWebhookSecret = z.object({ secret: z.string().regex(webhookSecretPattern), endpoint: ZWebhookEndpoint });

export const ZWebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export const ZWebhookDeliveryKind = z.enum(['score', 'test', 'replay']);

/** One delivery in the console's log. */
export const ZWebhookDelivery = z.object({
  deliveryId: z.uuid(),
  kind: ZWebhookDeliveryKind,
  /** What it tells, in a few words: `football 362026130 goal 2-1`, `test`. */
  summary: z.string(),
  status: ZWebhookDeliveryStatus,
  attempts: z.number().int().min(0),
  /** The receiver's HTTP status on the last attempt; null when none answered. */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** When the next attempt is due (pending only). */
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Within webhookReplayDays of createdAt: it can be sent again. */
  canReplay: z.boolean(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

/** The last 50 deliveries, newest first. */
export const ZWebhookDeliveries = z.object({ deliveries: z.array(ZWebhookDelivery) });
export type TWebhookDeliveries = z.infer<typeof ZWebhookDeliveries>;

export const ZWebhookDeliveryParams = z.object({ deliveryId: z.uuid() });

/** A delivery just queued (a test or a replay). */
export const ZQueuedWebhookDelivery = z.object({ deliveryId: z.uuid() });

/** What a receiver is posted: `data` is the live stream's event (reference/live-streams.json) with its sport. */
export const ZWebhookBody = z.object({
  id: z.uuid(),
  type: z.enum(['score.changed', 'webhook.test']),
  createdAt: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});
export type TWebhookBody = z.infer<typeof ZWebhookBody>;
