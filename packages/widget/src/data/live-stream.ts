import type { TLiveMatch, TWidgetEvent } from '../types.ts';

export type TStreamHandlers = {
  onSnapshot(snapshot: { match: TLiveMatch; events: TWidgetEvent[] }): void;
  onEvent(event: TWidgetEvent): void;
  /** The stream broke (or never opened): the caller decides when to open another. */
  onError(): void;
};

/**
 * The live stream (`GET /widget/v1/live`, Server-Sent Events): `snapshot`, then `match-event`s.
 * The browser's own reconnection is not used: it cannot tell a refusal from a network fault, so
 * the widget closes the stream and asks again itself. Returns a function that closes it.
 */
export function openLiveStream(url: string, handlers: TStreamHandlers): () => void {
  const source = new EventSource(url);
  const read =
    <T>(handle: (value: T) => void) =>
    (message: MessageEvent<string>) => {
      try {
        handle(JSON.parse(message.data) as T);
      } catch {
        // A message that is not JSON is not ours to draw; the next snapshot sets things right.
      }
    };
  source.addEventListener('snapshot', read(handlers.onSnapshot));
  source.addEventListener('match-event', read(handlers.onEvent));
  source.addEventListener('error', () => {
    source.close();
    handlers.onError();
  });
  return () => source.close();
}
