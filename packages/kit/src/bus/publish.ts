import { eventDefinition, parseEventPayload } from '@matchwire/contracts/events';
import { createEvent, decodePayload, EventContractError, type TEnvelope, type TEventType } from '@matchwire/proto';
import { captureTraceContext } from '../telemetry.ts';

type TCreateEventArgs<T extends TEventType> = Parameters<typeof createEvent<T>>;

/**
 * Builds an envelope stamped with the producing service and the active trace, after checking it
 * against the type's definition (packages/contracts): only its producer may build it, a retired
 * type is not built at all, and the payload as consumers will decode it must satisfy the
 * definition. Each refusal is a programming error, thrown before anything reaches the outbox.
 */
export function buildEvent<T extends TEventType>(
  source: string,
  type: T,
  payload: TCreateEventArgs<T>[1],
  key: string,
): TEnvelope<T> {
  const definition = eventDefinition(type);
  if (definition.retired) throw new EventContractError(`${type} is retired: it ${definition.retired}`);
  if (source !== definition.producer) {
    throw new EventContractError(`${type} is published by ${definition.producer} only, not by ${source}`);
  }
  const event = createEvent(type, payload, { source, key, traceContext: captureTraceContext() });
  const checked = parseEventPayload(type, decodePayload(event as TEnvelope));
  if (!checked.success) {
    throw new EventContractError(`${type} payload breaks its definition: ${checked.problems.join('; ')}`);
  }
  return event;
}
