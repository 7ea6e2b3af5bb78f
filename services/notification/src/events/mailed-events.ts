import type { TEventDefinition } from '@matchwire/contracts/events';

/** The types among `events` whose definition names this service among its consumers. */
export type TMailedEventType<TEvents extends Record<string, TEventDefinition>> = {
  [K in keyof TEvents]: 'notification' extends TEvents[K]['consumers'][number] ? K : never;
}[keyof TEvents];

/**
 * The types among one producer's `events` that this service turns into mail: those whose definition
 * in packages/contracts lists `notification` as a consumer, so what it subscribes to is read from
 * the contract, never kept as a second list here.
 */
export function mailedEventTypes<TEvents extends Record<string, TEventDefinition>>(
  events: TEvents,
): TMailedEventType<TEvents>[] {
  return Object.values(events)
    .filter(({ consumers }) => consumers.includes('notification'))
    .map(({ type }) => type as TMailedEventType<TEvents>);
}
