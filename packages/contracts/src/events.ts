import type { TEventType } from '@matchwire/proto';
import type { z } from 'zod';
import { accountEvents } from './account/events.ts';
import { animationEvents } from './animation/events.ts';
import { billingEvents } from './billing/events.ts';
import { catalogueEvents } from './catalogue/events.ts';
import { dataApiEvents } from './data-api/events.ts';
import type { TEventDefinition } from './event.ts';
import { docsEvents } from './docs/events.ts';
import { ticketEvents } from './ticket/events.ts';

export * from './event.ts';

/**
 * Every event type's definition, by type name: the one registry of the event contract. `proto/`
 * registers the same names with their wire messages; the compiler refuses a name without a
 * definition, packages/contracts/test/events.test.ts a definition that disagrees with its message.
 */
export const eventDefinitions = {
  ...accountEvents,
  ...animationEvents,
  ...billingEvents,
  ...catalogueEvents,
  ...dataApiEvents,
  ...docsEvents,
  ...ticketEvents,
} satisfies { [T in TEventType]: TEventDefinition & { type: T } };

/** The definition of `type`, as the general shape (for code that handles any type). */
export function eventDefinition(type: TEventType): TEventDefinition {
  return eventDefinitions[type];
}

/** The payload of event type T after its contract parsed it. */
export type TEventPayloadOf<T extends TEventType> = z.output<(typeof eventDefinitions)[T]['payload']>;

/** An event as a consumer's logic reads it: its envelope's facts and the payload its contract parsed. */
export type TReceivedEvent<T extends TEventType = TEventType> = {
  [K in T]: { type: K; id: string; time: Date; payload: TEventPayloadOf<K> };
}[T];

/**
 * Checks a decoded payload of `type` against its definition. The error lists each broken field
 * by path and rule, never the values (payloads carry addresses).
 */
export function parseEventPayload<T extends TEventType>(
  type: T,
  decoded: unknown,
): { success: true; data: TEventPayloadOf<T> } | { success: false; problems: string[] } {
  const checked = eventDefinitions[type].payload.safeParse(decoded);
  if (checked.success) return { success: true, data: checked.data as TEventPayloadOf<T> };
  return {
    success: false,
    problems: checked.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`),
  };
}
