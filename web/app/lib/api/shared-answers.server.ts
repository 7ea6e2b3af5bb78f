import { endpoints } from '@matchwire/contracts';
import type { TApiClient, TRoute } from './api-request';

/**
 * Public answers shared by the renders of one web server process for a moment (docs/decisions/0005).
 * Every page's root loader asks for the same menus, system config, partner links and footer
 * articles, and each call through the gateway costs a signature check, a rate-limit round trip and
 * a cache read there. The endpoints whose definition lets the gateway cache them (`cache` in
 * packages/contracts) answer anonymous callers the same whoever asks — the gateway keys them by
 * route, query and body alone — so renders for anonymous visitors in the same HOLD_MS share one call
 * (one in flight, then its answer). A signed-in or impersonating visitor's calls are never shared
 * (a tester sees tester-only products). A change reaches renders at most HOLD_MS after the gateway
 * dropped its entry; a page kept in that moment is dropped again after the event (ADR 0022).
 */
export const HOLD_MS = 1000;
const MAX_HELD = 1000;

const SHARED_ROUTES: ReadonlySet<string> = new Set(
  endpoints.filter((endpoint) => endpoint.cache !== undefined).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

type THeld = { until: number; answer: Promise<unknown> };
const held = new Map<string, THeld>();

function forget(now: number): void {
  for (const [key, entry] of held) if (entry.until <= now) held.delete(key);
  // Keys come from a few loaders' inputs; should a crawler walk many pages in one moment, start over.
  if (held.size >= MAX_HELD) held.clear();
}

/** The answer and everything in it, made read-only (answers are JSON: objects, arrays and values). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** `api` whose calls to shared routes share answers with the other anonymous renders of this process. */
export function withSharedAnswers(api: TApiClient): TApiClient {
  return {
    ...api,
    call: ((route: TRoute, input?: unknown, options?: unknown) => {
      const call = () => (api.call as (...args: unknown[]) => Promise<unknown>)(route, input, options);
      if (!SHARED_ROUTES.has(route)) return call();
      const key = `${route} ${JSON.stringify(input ?? {})}`;
      const now = Date.now();
      let entry = held.get(key);
      if (!entry || entry.until <= now) {
        forget(now);
        // Frozen once instead of copied for each render (a copy per call was ~2 % of a render's CPU):
        // nothing one loader does to an answer can reach another, since changing it throws.
        entry = { until: now + HOLD_MS, answer: call().then(deepFreeze) };
        const added = entry;
        held.set(key, added);
        // A failure is not shared beyond the renders already waiting for it.
        added.answer.catch(() => held.get(key) === added && held.delete(key));
      }
      return entry.answer;
    }) as TApiClient['call'],
  };
}

/** Forgets every shared answer (tests). */
export function forgetSharedAnswers(): void {
  held.clear();
}
