import type { TLang, TLiveMatch, TWidgetConfig } from '../types.ts';

/** A widget call's outcome: its data, or the service's refusal (a 16xxx result code). */
export type TAnswer<T> = { data: T } | { refusal: number };

/** The key, sport and language every widget call names. */
export type TCallContext = { apiOrigin: string; key: string; animType: 0 | 1; lang: TLang };

/** A widget endpoint's URL on the animation service (through the gateway), with its query. */
export function widgetUrl(context: TCallContext, path: string, extra: Record<string, string | number> = {}): string {
  const url = new URL(`/widget/v1/${path}`, context.apiOrigin);
  const query = { key: context.key, animType: context.animType, lang: context.lang, ...extra };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url.href;
}

/**
 * Reads a success envelope `{resultCode: 0, data}` or an error body `{resultCode, resultInfo}`.
 * Anything else (no answer, a proxy's page) throws: the caller tries again later.
 */
export function readAnswer<T>(body: unknown): TAnswer<T> {
  const answer = body as { resultCode?: unknown; data?: unknown } | null;
  if (typeof answer?.resultCode !== 'number') throw new Error('not a Matchwire answer');
  return answer.resultCode === 0 ? { data: answer.data as T } : { refusal: answer.resultCode };
}

async function call<T>(url: string, signal: AbortSignal): Promise<TAnswer<T>> {
  // No cookies: the service believes the widget by its key and the page's origin only.
  const response = await fetch(url, { credentials: 'omit', signal, headers: { accept: 'application/json' } });
  return readAnswer<T>(await response.json());
}

export function fetchConfig(context: TCallContext, signal: AbortSignal): Promise<TAnswer<TWidgetConfig>> {
  return call(widgetUrl(context, 'config'), signal);
}

/** The best live match, or null when none is live. */
export async function fetchBestMatch(context: TCallContext, signal: AbortSignal): Promise<TAnswer<TLiveMatch | null>> {
  const answer = await call<{ matchList: TLiveMatch[] }>(widgetUrl(context, 'matches', { limit: 1 }), signal);
  return 'data' in answer ? { data: answer.data.matchList[0] ?? null } : answer;
}

/** Waits before the next try: 1 s, 2 s, 4 s … up to 30 s, each with up to half of it at random, so widgets do not all come back at once. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
