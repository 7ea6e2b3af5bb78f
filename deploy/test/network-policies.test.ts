// The prod overlay's NetworkPolicies, evaluated as a cluster would (network-policy.ts): default
// deny, the gateway reachable only from the ingress controller and web, each workload only from the
// callers deploy/workloads.json lists, data stores only from their users. Renders the prod overlay
// with the real kustomize (deploy/k8s/ensure-kustomize.sh).
import { beforeAll, describe, expect, it } from 'vitest';
import { byKind, ensureKustomize, find, readWorkloads, renderOverlay, type TManifest } from './manifests.ts';
import { isAllowed, type TPeer } from './network-policy.ts';

const workloads = readWorkloads();
const rendered = {} as { prod: TManifest[] };

beforeAll(() => {
  rendered.prod = renderOverlay(ensureKustomize(), 'deploy/k8s/overlays/prod');
}, 10 * 60_000);

describe('overlay prod NetworkPolicies', () => {
  // The cluster's side, as network-policy.yaml assumes it (deploy/README.md#network-policies).
  const ingressController: TPeer = { pod: { 'app.kubernetes.io/name': 'ingress-nginx' }, namespace: 'ingress-nginx' };
  const prometheus: TPeer = { pod: { 'app.kubernetes.io/name': 'prometheus' }, namespace: 'monitoring' };
  const elsewhere: TPeer = { pod: { app: 'intruder' }, namespace: 'default' };
  const strayPod: TPeer = { pod: { app: 'debug' } }; // an unlabelled pod in matchwire
  const stores = {
    postgres: { peer: { ip: '10.20.0.5' } as TPeer, port: 5432 },
    redis: { peer: { ip: '10.20.0.6' } as TPeer, port: 6379 },
    kafka: { peer: { pod: { app: 'kafka' }, namespace: 'kafka' } as TPeer, port: 9092 },
  };
  const policies = () => byKind(rendered.prod, 'NetworkPolicy');
  const podLabels = (name: string): Record<string, string> =>
    find(rendered.prod, 'Deployment', name)!.spec.template.metadata.labels;
  const podOf = (name: string): TPeer => ({ pod: podLabels(name) });
  const ports = [...new Set(workloads.flatMap((w) => [w.port, w.opsPort ?? w.port]))];
  const metricsPort = (w: { port: number; opsPort?: number }) => w.opsPort ?? w.port;

  it('denies all ingress and egress by default, allowing DNS to kube-dns only', () => {
    const defaults = policies().filter((p) => Object.keys(p.spec.podSelector).length === 0);
    const deny = defaults.find((p) => !p.spec.ingress && !p.spec.egress)!;
    expect(deny.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    const dns: TPeer = { pod: { 'k8s-app': 'kube-dns' }, namespace: 'kube-system' };
    for (const { name } of workloads) {
      for (const protocol of ['UDP', 'TCP'])
        expect(isAllowed(policies(), 'Egress', podLabels(name), dns, 53, protocol), name).toBe(true);
      expect(isAllowed(policies(), 'Egress', podLabels(name), { ip: '8.8.8.8' }, 53, 'UDP'), name).toBe(false);
      // HTTPS to the outside only for billing (its payment providers) and data-api (score webhooks), tested below.
      expect(isAllowed(policies(), 'Egress', podLabels(name), { ip: '203.0.113.9' }, 443), name).toBe(
        name === 'billing' || name === 'data-api',
      );
    }
    // A pod no workload policy selects (kubectl debug, a stray job) is closed both ways.
    expect(isAllowed(policies(), 'Ingress', strayPod.pod, podOf('gateway'), 3000)).toBe(false);
    expect(isAllowed(policies(), 'Egress', strayPod.pod, podOf('gateway'), 3000)).toBe(false);
  });

  it('lets only the ingress controller (and web, its caller) reach the gateway', () => {
    const gateway = podLabels('gateway');
    expect(isAllowed(policies(), 'Ingress', gateway, ingressController, 3000)).toBe(true);
    expect(isAllowed(policies(), 'Ingress', gateway, ingressController, 9090)).toBe(false);
    expect(isAllowed(policies(), 'Ingress', gateway, elsewhere, 3000)).toBe(false);
    expect(isAllowed(policies(), 'Ingress', gateway, strayPod, 3000)).toBe(false);
    for (const other of workloads.filter((w) => w.name !== 'gateway'))
      expect(isAllowed(policies(), 'Ingress', podLabels(other.name), ingressController, other.port), other.name).toBe(
        false,
      );
  });

  it.each(workloads.map((w) => [w.name, w] as const))(
    'lets %s be reached only from its callers on its port and from Prometheus on its metrics port',
    (name, workload) => {
      const target = podLabels(name);
      for (const caller of workloads)
        for (const port of ports) {
          const expected = workload.callers.includes(caller.name) && port === workload.port;
          const from = `${caller.name} → ${name}:${port}`;
          expect(isAllowed(policies(), 'Ingress', target, podOf(caller.name), port), from).toBe(expected);
          // The caller's own egress must agree, or the call is dropped on the way out.
          if (caller.name !== name)
            expect(isAllowed(policies(), 'Egress', podLabels(caller.name), { pod: target }, port), from).toBe(expected);
        }
      for (const port of ports) {
        expect(isAllowed(policies(), 'Ingress', target, prometheus, port), `prometheus → ${port}`).toBe(
          port === metricsPort(workload),
        );
        expect(isAllowed(policies(), 'Ingress', target, elsewhere, port), `elsewhere → ${port}`).toBe(false);
        expect(isAllowed(policies(), 'Ingress', target, strayPod, port), `stray pod → ${port}`).toBe(false);
      }
      // The Prometheus annotations name the port the policy opens.
      const annotations = find(rendered.prod, 'Deployment', name)!.spec.template.metadata.annotations;
      expect(Number(annotations['prometheus.io/port'])).toBe(metricsPort(workload));
    },
  );

  it.each(Object.keys(stores) as (keyof typeof stores)[])('lets only its users reach %s', (store) => {
    const { peer, port } = stores[store];
    for (const workload of workloads)
      expect(isAllowed(policies(), 'Egress', podLabels(workload.name), peer, port), workload.name).toBe(
        workload.stores.includes(store),
      );
    expect(isAllowed(policies(), 'Egress', strayPod.pod, peer, port)).toBe(false);
  });

  it.each([
    ['notification', 'an SMTP relay', '198.51.100.7', 465, ['notification']],
    ['billing', 'the payment providers (HTTPS)', '203.0.113.20', 443, ['billing', 'data-api']],
    ['data-api', 'the customers’ score webhooks (HTTPS)', '203.0.113.30', 443, ['billing', 'data-api']],
  ] as const)('lets %s reach %s outside the cluster', (user, _service, ip, port, users) => {
    for (const workload of workloads)
      expect(isAllowed(policies(), 'Egress', podLabels(workload.name), { ip }, port), workload.name).toBe(
        (users as readonly string[]).includes(workload.name),
      );
    // Outside only: the same port to a private address stays closed.
    expect(isAllowed(policies(), 'Egress', podLabels(user), { ip: '10.20.0.5' }, port)).toBe(false);
  });

  it('lets billing reach the payment providers over HTTPS only', () => {
    expect(isAllowed(policies(), 'Egress', podLabels('billing'), { ip: '203.0.113.20' }, 80)).toBe(false);
  });

  it('lets data-api post score webhooks over HTTPS only, never to the metadata, shared or loopback ranges', () => {
    const dataApi = podLabels('data-api');
    expect(isAllowed(policies(), 'Egress', dataApi, { ip: '203.0.113.30' }, 80)).toBe(false);
    for (const ip of ['169.254.169.254', '100.64.0.10', '127.0.0.1', '172.16.0.9', '192.168.1.1'])
      expect(isAllowed(policies(), 'Egress', dataApi, { ip }, 443), ip).toBe(false);
  });
});
