import { signUrl } from '@matchwire/signing';

export type TRequestKind = 'page' | 'api' | 'login' | 'register';
export type TOutcome = { kind: TRequestKind; isOk: boolean; ms: number; detail?: string };

/** A visitor address of its own (the gateway believes X-Forwarded-For from loopback), so no budget runs out. */
function newVisitor(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `198.${18 + (octet() % 2)}.${octet()}.${octet()}` };
}

/**
 * One round of what visitors do, through the public address: a page, a cached API read, a demo
 * login, a registration. Each answer must be what it is without an outage (200, resultCode 0).
 */
export async function visitOnce(options: {
  baseUrl: string;
  signingSecret: string;
  login: { account: string; password: string };
  registeredEmails: string[];
}): Promise<TOutcome[]> {
  const { baseUrl, signingSecret } = options;
  const timed = async (kind: TRequestKind, request: () => Promise<string | undefined>): Promise<TOutcome> => {
    const started = performance.now();
    try {
      const problem = await request();
      return { kind, isOk: problem === undefined, ms: performance.now() - started, detail: problem };
    } catch (error) {
      return { kind, isOk: false, ms: performance.now() - started, detail: String(error) };
    }
  };
  const api = async (path: string, form?: Record<string, string>) => {
    const response = await fetch(`${baseUrl}${await signUrl(path, signingSecret)}`, {
      method: form ? 'POST' : 'GET',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...newVisitor(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { resultCode: number; resultInfo: string };
    return response.status === 200 && body.resultCode === 0 ? undefined : `${response.status} ${body.resultInfo}`;
  };
  const email = `drill.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const outcomes = await Promise.all([
    timed('page', async () => {
      const response = await fetch(`${baseUrl}/`, {
        headers: { accept: 'text/html', ...newVisitor() },
        signal: AbortSignal.timeout(15_000),
      });
      await response.text();
      return response.status === 200 ? undefined : String(response.status);
    }),
    timed('api', () => api('/api/product/list?sportType=2')),
    timed('login', () => api('/api/auth/login', options.login)),
    timed('register', () => api('/api/auth/register', { email, password: 'Str0ngPass', lang: 'en' })),
  ]);
  if (outcomes[3]!.isOk) options.registeredEmails.push(email);
  return outcomes;
}

/** count, failures, p50, p95 and max latency per kind of request, for the report. */
export function summarise(outcomes: TOutcome[]): string[] {
  const kinds: TRequestKind[] = ['page', 'api', 'login', 'register'];
  return kinds.map((kind) => {
    const ofKind = outcomes.filter((outcome) => outcome.kind === kind);
    const sorted = ofKind.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const at = (quantile: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0);
    const failed = ofKind.filter((outcome) => !outcome.isOk);
    const example = failed[0]?.detail ? ` (e.g. ${failed[0].detail})` : '';
    return `${kind.padEnd(8)} ${String(ofKind.length).padStart(5)} requests, ${failed.length} failed${example}; p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
  });
}
