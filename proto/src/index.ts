export { EventContractError } from './event-error';
export {
  eventTypes,
  eventTypeNames,
  isKnownEventType,
  type TEventType,
  type TEventSchema,
  type TEventPayload,
  type TEventPayloadInit,
} from './event-types';
export {
  createEvent,
  encodeEnvelope,
  decodeEnvelope,
  decodePayload,
  type TEnvelope,
  type TEventMeta,
} from './envelope';
export { EventEnvelopeSchema, type EventEnvelope } from '../gen/matchwire/events/v1/envelope_pb';
export {
  ChangeKind,
  ChangeKindSchema,
  ProductChangedSchema,
  SiteContentChangedSchema,
  type ProductChanged,
  type SiteContentChanged,
} from '../gen/matchwire/catalogue/v1/events_pb';
export {
  UserRegisteredSchema,
  UserActivatedSchema,
  PasswordResetRequestedSchema,
  EmailChangeRequestedSchema,
  ApiKeyRotatedSchema,
  SessionRevokedSchema,
  SessionRevokedReason,
  EmailChangedSchema,
  IpWhitelistChangedSchema,
  type UserRegistered,
  type UserActivated,
  type PasswordResetRequested,
  type EmailChangeRequested,
  type ApiKeyRotated,
  type SessionRevoked,
  type EmailChanged,
  type IpWhitelistChanged,
} from '../gen/matchwire/account/v1/events_pb';
export {
  UserRegisteredSchema as UserRegisteredV2Schema,
  PasswordResetRequestedSchema as PasswordResetRequestedV2Schema,
  EmailChangeRequestedSchema as EmailChangeRequestedV2Schema,
  type UserRegistered as UserRegisteredV2,
  type PasswordResetRequested as PasswordResetRequestedV2,
  type EmailChangeRequested as EmailChangeRequestedV2,
} from '../gen/matchwire/account/v2/events_pb';
export { ContentChangedSchema, type ContentChanged } from '../gen/matchwire/docs/v1/events_pb';
export {
  ConfigPublishedSchema,
  AccessKeyRotatedSchema,
  type ConfigPublished,
  type AccessKeyRotated,
} from '../gen/matchwire/animation/v1/events_pb';
export {
  TicketCreatedSchema,
  TicketRepliedSchema,
  TicketReadSchema,
  TicketClosedSchema,
  type TicketCreated,
  type TicketReplied,
  type TicketRead,
  type TicketClosed,
} from '../gen/matchwire/ticket/v1/events_pb';
export {
  MatchEventSchema,
  UsageCountSchema,
  UsageRecordedSchema,
  TrialQuotaReachedSchema,
  InterfaceStatusChangedSchema,
  type MatchEvent,
  type UsageCount,
  type UsageRecorded,
  type TrialQuotaReached,
  type InterfaceStatusChanged,
} from '../gen/matchwire/data/v1/events_pb';
