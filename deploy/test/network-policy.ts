// A small evaluator of rendered NetworkPolicies, enough for the prod overlay's
// rules: pod selectors by matchLabels/matchExpressions (In), namespace selectors
// by kubernetes.io/metadata.name, ipBlocks with except, TCP/UDP port numbers.
import type { TManifest } from './manifests.ts';

/** One end of a connection: a pod of this namespace, a pod elsewhere, or an address. */
export type TPeer = { pod: Record<string, string>; namespace?: string } | { ip: string };

type TSelector = {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
};

function matches(selector: TSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every((expression) => {
    if (expression.operator !== 'In') throw new Error(`operator ${expression.operator} not evaluated`);
    return (expression.values ?? []).includes(labels[expression.key] ?? '');
  });
  return byLabel && byExpression;
}

const ipToNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function inCidr(ip: string, cidr: string): boolean {
  const [base = '', bits = '32'] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipToNumber(ip) / size) === Math.floor(ipToNumber(base) / size);
}

type TRulePeer = {
  podSelector?: TSelector;
  namespaceSelector?: TSelector;
  ipBlock?: { cidr: string; except?: string[] };
};

function peerMatches(rule: TRulePeer, peer: TPeer, ownNamespace: string): boolean {
  if ('ip' in peer) {
    if (!rule.ipBlock) return false;
    return inCidr(peer.ip, rule.ipBlock.cidr) && !(rule.ipBlock.except ?? []).some((cidr) => inCidr(peer.ip, cidr));
  }
  if (rule.ipBlock) return false;
  const namespace = peer.namespace ?? ownNamespace;
  const namespaceOk = rule.namespaceSelector
    ? matches(rule.namespaceSelector, { 'kubernetes.io/metadata.name': namespace })
    : namespace === ownNamespace;
  const podOk = rule.podSelector ? matches(rule.podSelector, peer.pod) : true;
  return namespaceOk && podOk;
}

type TRule = { from?: TRulePeer[]; to?: TRulePeer[]; ports?: { protocol?: string; port?: number }[] };

function ruleAllows(
  rule: TRule,
  peers: TRulePeer[] | undefined,
  peer: TPeer,
  port: number,
  protocol: string,
  ns: string,
) {
  const peerOk = !peers || peers.some((candidate) => peerMatches(candidate, peer, ns));
  const portOk =
    !rule.ports ||
    rule.ports.some((p) => (p.protocol ?? 'TCP') === protocol && (p.port === undefined || p.port === port));
  return peerOk && portOk;
}

/**
 * Whether traffic is allowed in one direction for `pod` (labels) in `namespace`:
 * `Ingress` from `peer` to the pod's `port`, or `Egress` from the pod to `peer` on `port`.
 * Like the API: a pod no policy of that type selects is open; else any rule may allow.
 */
export function isAllowed(
  policies: TManifest[],
  direction: 'Ingress' | 'Egress',
  pod: Record<string, string>,
  peer: TPeer,
  port: number,
  protocol = 'TCP',
): boolean {
  const applying = policies.filter(
    (policy) =>
      (policy.spec.policyTypes as string[]).includes(direction) && matches(policy.spec.podSelector as TSelector, pod),
  );
  if (applying.length === 0) return true;
  return applying.some((policy) => {
    const rules = (direction === 'Ingress' ? policy.spec.ingress : policy.spec.egress) as TRule[] | undefined;
    return (rules ?? []).some((rule) =>
      ruleAllows(rule, direction === 'Ingress' ? rule.from : rule.to, peer, port, protocol, policy.metadata.namespace!),
    );
  });
}
