import { createEvent, type TEnvelope, type TEventType } from '@matchwire/proto';
import { captureTraceContext } from '../telemetry.ts';

type TCreateEventArgs<T extends TEventType> = Parameters<typeof createEvent<T>>;

/** Builds an envelope stamped with the producing service and the active trace. */
export function buildEvent<T extends TEventType>(
  source: string,
  type: T,
  payload: TCreateEventArgs<T>[1],
  key: string,
): TEnvelope<T> {
  return createEvent(type, payload, { source, key, traceContext: captureTraceContext() });
}
