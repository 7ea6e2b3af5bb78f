/** What the outside-in probe runs against, and what it may use there. */
export type TProbeTarget = {
  /** The public base URL, as visitors reach it (the ingress, or the gateway's own port locally). */
  baseUrl: string;
  /** SIGNING_SECRET, to make the web client's signed calls; without it the revocation check is skipped. */
  signingSecret?: string;
  /** A throwaway customer account that may be signed in and out; without it the revocation check is skipped. */
  account?: { email: string; password: string };
  /** Services' own HTTP ports, by name (`account`, `catalogue`, `docs`): reachable only from inside the cluster. */
  serviceUrls: Partial<Record<TServiceName, string>>;
};

export type TServiceName = 'account' | 'catalogue' | 'docs';

export type TCheckResult = { check: string; outcome: 'pass' | 'fail' | 'skip'; detail: string };

export function passIf(check: string, isPassing: boolean, detail: string): TCheckResult {
  return { check, outcome: isPassing ? 'pass' : 'fail', detail };
}

export function skip(check: string, detail: string): TCheckResult {
  return { check, outcome: 'skip', detail };
}
