import { serviceEndpoints } from '@matchwire/contracts';

/** What the outside-in probe runs against, and what it may use there. */
export type TProbeTarget = {
  /** The public base URL, as visitors reach it (the ingress, or the gateway's own port locally). */
  baseUrl: string;
  /** SIGNING_SECRET, to make the web client's signed calls; without it the revocation check is skipped. */
  signingSecret?: string;
  /** A throwaway customer account that may be signed in and out; without it the revocation check is skipped. */
  account?: { email: string; password: string };
  /** Services' own HTTP ports, by their name in the contracts: reachable only from inside the cluster. */
  serviceUrls: Partial<Record<TServiceName, string>>;
  /** INTERNAL_SECRET_DATA_API, to read the customer's entitlements as the data API does; else that check is skipped. */
  dataApiSecret?: string;
};

/** Every service with endpoints (packages/contracts): a new one can be probed without an edit here. */
export type TServiceName = keyof typeof serviceEndpoints;
export const serviceNames = Object.keys(serviceEndpoints) as TServiceName[];

export type TCheckResult = { check: string; outcome: 'pass' | 'fail' | 'skip'; detail: string };

export function passIf(check: string, isPassing: boolean, detail: string): TCheckResult {
  return { check, outcome: isPassing ? 'pass' : 'fail', detail };
}

export function skip(check: string, detail: string): TCheckResult {
  return { check, outcome: 'skip', detail };
}
