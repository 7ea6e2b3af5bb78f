/**
 * Thrown when bytes or values do not satisfy the event contracts: undecodable
 * envelope, unknown event type, missing envelope fields or an undecodable payload.
 * Consumers treat it as a poison message (never retried), unlike transient errors.
 */
export class EventContractError extends Error {
  override readonly name = 'EventContractError';
}
