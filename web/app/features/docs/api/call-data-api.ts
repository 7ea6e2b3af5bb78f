/** The answer's headers the try-it panel shows, in this order (each when present). */
export const SHOWN_HEADERS = [
  'content-type',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'ratelimit-policy',
  'retry-after',
] as const;

/** How long a live event stream is read before the panel stops listening (it never ends by itself). */
export const STREAM_LISTEN_MS = 10_000;

export type TDataApiAnswer = {
  status: number;
  statusText: string;
  /** The shown headers that came, lower-case names. */
  headers: Array<[string, string]>;
  /** The body as text (a stream's first message), and parsed when it is JSON. */
  text: string;
  json: unknown;
  durationMs: number;
  /** A live event stream, read for its first message or a few seconds only. */
  isStream: boolean;
};

/**
 * Calls the data API from the browser as a customer's client would: a plain GET with the key in
 * the query (a simple request, so no preflight), no cookies (the data API knows the key only).
 * A live event stream is read until its first message or a few seconds, then closed.
 */
export async function callDataApi(url: string, signal?: AbortSignal): Promise<TDataApiAnswer> {
  const started = performance.now();
  const response = await fetch(url, { credentials: 'omit', cache: 'no-store', signal });
  const contentType = response.headers.get('content-type') ?? '';
  const isStream = contentType.startsWith('text/event-stream');
  const text = isStream ? await readFirstMessage(response) : await response.text();
  const durationMs = Math.round(performance.now() - started);
  return {
    status: response.status,
    statusText: response.statusText,
    headers: SHOWN_HEADERS.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value] as [string, string]];
    }),
    text,
    json: parseJson(text),
    durationMs,
    isStream,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readFirstMessage(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  const deadline = setTimeout(() => void reader.cancel(), STREAM_LISTEN_MS);
  try {
    // A message ends with a blank line; comment lines (`:` keep-alives) are not messages.
    while (!/(^|\n)(data|event|id):[^\n]*\n(?:[^\n]+\n)*\n/.test(text)) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(deadline);
    void reader.cancel().catch(() => undefined);
  }
  return text;
}
