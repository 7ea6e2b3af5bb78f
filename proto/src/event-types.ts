import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import {
  ApiKeyRotatedSchema,
  EmailChangedSchema,
  EmailChangeRequestedSchema,
  IpWhitelistChangedSchema,
  PasswordResetRequestedSchema,
  SessionRevokedSchema,
  UserActivatedSchema,
  UserRegisteredSchema,
} from '../gen/matchwire/account/v1/events_pb';
import {
  EmailChangeRequestedSchema as EmailChangeRequestedV2Schema,
  PasswordResetRequestedSchema as PasswordResetRequestedV2Schema,
  UserRegisteredSchema as UserRegisteredV2Schema,
} from '../gen/matchwire/account/v2/events_pb';
import {
  PaidSubscriptionSchema,
  PaymentFailedSchema,
  PaymentSucceededSchema,
  RefundIssuedSchema,
  SubscriptionExpiredSchema,
  SubscriptionExpiringSchema,
  TrialChangedSchema,
  TrialEndedSchema,
  TrialEndingSchema,
  TrialStartedSchema,
} from '../gen/matchwire/billing/v1/events_pb';
import { ProductChangedSchema, SiteContentChangedSchema } from '../gen/matchwire/catalogue/v1/events_pb';
import {
  InterfaceStatusChangedSchema,
  MatchEventSchema,
  TrialQuotaReachedSchema,
  UsageRecordedSchema,
} from '../gen/matchwire/data/v1/events_pb';
import { AccessKeyRotatedSchema, ConfigPublishedSchema } from '../gen/matchwire/animation/v1/events_pb';
import { ContentChangedSchema } from '../gen/matchwire/docs/v1/events_pb';
import {
  TicketClosedSchema,
  TicketCreatedSchema,
  TicketReadSchema,
  TicketRepliedSchema,
} from '../gen/matchwire/ticket/v1/events_pb';

/**
 * Every versioned event type and the message schema of its payload.
 * The type name is also the Kafka topic. Never change the schema behind an
 * existing name in a breaking way: add a `.v2` name with a new message instead.
 */
export const eventTypes = {
  'catalogue.product-changed.v1': ProductChangedSchema,
  'catalogue.site-content-changed.v1': SiteContentChangedSchema,
  'account.user-registered.v1': UserRegisteredSchema,
  'account.user-activated.v1': UserActivatedSchema,
  'account.password-reset-requested.v1': PasswordResetRequestedSchema,
  'account.email-change-requested.v1': EmailChangeRequestedSchema,
  'account.api-key-rotated.v1': ApiKeyRotatedSchema,
  'account.session-revoked.v1': SessionRevokedSchema,
  'account.email-changed.v1': EmailChangedSchema,
  'account.ip-whitelist-changed.v1': IpWhitelistChangedSchema,
  // The link-carrying v1 types are retired (no longer published): v2 names the link (docs/decisions/0011).
  'account.user-registered.v2': UserRegisteredV2Schema,
  'account.password-reset-requested.v2': PasswordResetRequestedV2Schema,
  'account.email-change-requested.v2': EmailChangeRequestedV2Schema,
  'docs.content-changed.v1': ContentChangedSchema,
  'billing.trial-started.v1': TrialStartedSchema,
  'billing.trial-ending.v1': TrialEndingSchema,
  'billing.trial-ended.v1': TrialEndedSchema,
  'billing.trial-changed.v1': TrialChangedSchema,
  // One message, two types: a first payment and a renewal report the same facts.
  'billing.subscription-activated.v1': PaidSubscriptionSchema,
  'billing.subscription-renewed.v1': PaidSubscriptionSchema,
  'billing.subscription-expiring.v1': SubscriptionExpiringSchema,
  'billing.subscription-expired.v1': SubscriptionExpiredSchema,
  'billing.payment-succeeded.v1': PaymentSucceededSchema,
  'billing.payment-failed.v1': PaymentFailedSchema,
  'billing.refund-issued.v1': RefundIssuedSchema,
  'ticket.ticket-created.v1': TicketCreatedSchema,
  'ticket.ticket-replied.v1': TicketRepliedSchema,
  'ticket.ticket-read.v1': TicketReadSchema,
  'ticket.ticket-closed.v1': TicketClosedSchema,
  'animation.config-published.v1': ConfigPublishedSchema,
  'animation.access-key-rotated.v1': AccessKeyRotatedSchema,
  // The data API's (workload `data-api`) types are named `data.…`, like its proto package.
  'data.match-event.v1': MatchEventSchema,
  'data.usage-recorded.v1': UsageRecordedSchema,
  'data.trial-quota-reached.v1': TrialQuotaReachedSchema,
  'data.interface-status-changed.v1': InterfaceStatusChangedSchema,
} as const satisfies Record<string, DescMessage>;

/** A versioned event type name, e.g. `catalogue.product-changed.v1`. */
export type TEventType = keyof typeof eventTypes;

/** The message schema (descriptor) of the payload of event type T. */
export type TEventSchema<T extends TEventType> = (typeof eventTypes)[T];

/** The decoded payload message of event type T. */
export type TEventPayload<T extends TEventType> = MessageShape<TEventSchema<T>>;

/** What `createEvent` accepts as payload for event type T (plain object or message). */
export type TEventPayloadInit<T extends TEventType> = MessageInitShape<TEventSchema<T>>;

/** All known event type names (also the Kafka topic names). */
export const eventTypeNames: readonly TEventType[] = Object.freeze(Object.keys(eventTypes) as TEventType[]);

export function isKnownEventType(s: string): s is TEventType {
  return Object.hasOwn(eventTypes, s);
}
