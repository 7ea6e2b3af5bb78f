// What adding a service costs (docs/adding-a-service.md): a copy of the deployment files gets one
// more line in its workloads.json, a throw-away service `ledger`, and `npm run generate` runs on the
// copy. Only generated files change, and the rendered overlays, compose, skaffold, the database
// script and the local stack all carry the new service: its Deployment, Service, role and schema,
// database URL, the gateway's LEDGER_URL, network policy and disruption budget.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readWorkloads, type TWorkload } from '@matchwire/kit/workloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { testPortsOf } from '../../scripts/lib/dev-defaults.ts';
import { stackProcessSpecs } from '../../scripts/lib/stack.ts';
import { generatedFiles, writeGeneratedFiles } from '../generate/index.ts';
import { isAllowed } from './network-policy.ts';
import { byKind, ensureKustomize, find, overlays, renderOverlay, repoRoot, type TManifest } from './manifests.ts';

const ledger: TWorkload = {
  name: 'ledger',
  kind: 'service',
  port: 4099,
  opsPort: 9090,
  entry: 'services/ledger/src/server.ts',
  callers: ['gateway'],
  stores: ['postgres', 'kafka'],
};
const copied = ['deploy/workloads.json', 'deploy/k8s', 'docker-compose.yml', 'skaffold.yaml'];
const copy = mkdtempSync(path.join(tmpdir(), 'matchwire-add-service-'));
const read = (relative: string) => readFileSync(path.join(copy, relative), 'utf8');
const rendered = {} as Record<'dev' | 'prod', TManifest[]>;
let changed: string[] = [];
let workloads: TWorkload[] = [];

beforeAll(async () => {
  for (const relative of copied) cpSync(path.join(repoRoot, relative), path.join(copy, relative), { recursive: true });
  const list = JSON.parse(read('deploy/workloads.json')) as { workloads: TWorkload[] };
  list.workloads.push(ledger);
  writeFileSync(path.join(copy, 'deploy/workloads.json'), `${JSON.stringify(list, null, 2)}\n`);
  changed = await writeGeneratedFiles(copy);
  workloads = readWorkloads(path.join(copy, 'deploy/workloads.json'));
  const kustomize = ensureKustomize();
  for (const overlay of ['dev', 'prod'] as const)
    rendered[overlay] = renderOverlay(kustomize, path.join(copy, overlays[overlay]));
}, 5 * 60_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('adding a service to deploy/workloads.json', () => {
  it('changes only generated files: no hand-written deployment file needs an edit', async () => {
    // Every generated file but the Kafka topics, which follow the event types (proto), not the list.
    const fromTheList = Object.keys(await generatedFiles(copy)).filter(
      (file) => !file.endsWith('/topics.generated.yaml'),
    );
    expect(changed.sort()).toEqual(fromTheList.sort());
  });

  it('creates its role and schema in the init script of compose and dev-infra', () => {
    const sql = read('deploy/k8s/components/dev-infra/postgres-init.sql');
    expect(sql).toContain(`CREATE ROLE svc_ledger LOGIN PASSWORD 'ledger_dev';`);
    expect(sql).toContain('CREATE SCHEMA ledger AUTHORIZATION svc_ledger;');
    // And in the CloudNativePG component: its managed role and its schema.
    const cluster = read('deploy/k8s/components/cloudnative-pg/cluster.generated.yaml');
    expect(cluster).toContain('- name: svc_ledger');
    expect(cluster).toMatch(/- name: ledger\n\s+owner: svc_ledger/);
  });

  it.each(['dev', 'prod'] as const)(
    'deploys it in overlay %s with its database URL, reachable by the gateway',
    (overlay) => {
      const deployment = find(rendered[overlay], 'Deployment', 'ledger')!;
      const container = deployment.spec.template.spec.containers[0];
      expect(container.image).toBe('matchwire/ledger');
      expect(container.ports).toEqual([
        { name: 'http', containerPort: 4099 },
        { name: 'ops', containerPort: 9090 },
      ]);
      expect(container.env).toContainEqual({
        name: 'DATABASE_URL',
        // The dev overlay's generated Secret carries a content hash in its name.
        valueFrom: { secretKeyRef: { name: expect.stringMatching(/^matchwire-secrets/), key: 'ledger-database-url' } },
      });
      expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'ops' });
      expect(find(rendered[overlay], 'Service', 'ledger')!.spec.ports).toEqual([
        { name: 'http', port: 4099, targetPort: 'http' },
      ]);
      const config = byKind(rendered[overlay], 'ConfigMap').find((map) =>
        map.metadata.name.startsWith('matchwire-config'),
      );
      expect(config!.data.LEDGER_URL).toBe('http://ledger:4099');
    },
  );

  it('gives it a database URL in the dev Secret and one replica next to the dev infrastructure', () => {
    const secret = byKind(rendered.dev, 'Secret').find((doc) => doc.metadata.name.startsWith('matchwire-secrets'))!;
    expect(Buffer.from(secret.data['ledger-database-url'], 'base64').toString()).toBe(
      'postgres://svc_ledger:ledger_dev@postgres:5432/matchwire',
    );
    expect(find(rendered.dev, 'Deployment', 'ledger')!.spec.replicas).toBe(1);
  });

  it('opens exactly its callers, its stores and Prometheus to it in prod, with an autoscaler from two replicas and a budget', () => {
    const policies = byKind(rendered.prod, 'NetworkPolicy');
    const pod = (name: string) => ({ 'app.kubernetes.io/name': name });
    expect(isAllowed(policies, 'Ingress', pod('ledger'), { pod: pod('gateway') }, 4099)).toBe(true);
    expect(isAllowed(policies, 'Egress', pod('gateway'), { pod: pod('ledger') }, 4099)).toBe(true);
    expect(isAllowed(policies, 'Ingress', pod('ledger'), { pod: pod('web') }, 4099)).toBe(false);
    expect(isAllowed(policies, 'Ingress', pod('ledger'), { pod: {}, namespace: 'monitoring' }, 9090)).toBe(true);
    expect(isAllowed(policies, 'Egress', pod('ledger'), { ip: '10.1.2.3' }, 5432)).toBe(true);
    expect(isAllowed(policies, 'Egress', pod('ledger'), { ip: '10.1.2.3' }, 6379)).toBe(false);
    expect(find(rendered.prod, 'Deployment', 'ledger')!.spec.replicas).toBeUndefined();
    expect(find(rendered.prod, 'HorizontalPodAutoscaler', 'ledger')!.spec).toMatchObject({
      scaleTargetRef: { kind: 'Deployment', name: 'ledger' },
      minReplicas: 2,
    });
    expect(find(rendered.prod, 'PodDisruptionBudget', 'ledger')!.spec.selector.matchLabels).toEqual(pod('ledger'));
  });

  it('builds and runs it in docker compose, the gateway waiting for it and knowing its address', () => {
    const compose = parse(read('docker-compose.yml'), { merge: true }) as {
      services: Record<string, { build: { args: object }; environment: Record<string, string>; depends_on: object }>;
    };
    expect(compose.services.ledger!.build.args).toEqual({ SERVICE: 'ledger', PORT: '4099' });
    expect(compose.services.ledger!.environment).toMatchObject({
      DATABASE_URL: 'postgres://svc_ledger:ledger_dev@postgres:5432/matchwire',
      OPS_PORT: '9090',
    });
    expect(compose.services.gateway!.environment.LEDGER_URL).toBe('http://ledger:4099');
    expect(compose.services.gateway!.depends_on).toHaveProperty('ledger', { condition: 'service_healthy' });
  });

  it('builds its image in skaffold', () => {
    const skaffold = parse(read('skaffold.yaml')) as { build: { artifacts: { image: string; docker: object }[] } };
    expect(skaffold.build.artifacts).toContainEqual({
      image: 'matchwire/ledger',
      docker: { dockerfile: 'Dockerfile', buildArgs: { SERVICE: 'ledger', PORT: '4099' } },
    });
  });

  it('starts it in npm run stack and npm test before web and the gateway, which gets LEDGER_URL', () => {
    const ports = testPortsOf(workloads);
    const specs = stackProcessSpecs({
      ports,
      databaseUrls: { ledger: 'postgres://svc_ledger@db/matchwire' },
      mail: { transport: 'mailbox' },
      workloads,
    });
    const names = specs.map((spec) => spec.name);
    expect(names.indexOf('ledger')).toBeLessThan(names.indexOf('web'));
    const spec = specs.find((candidate) => candidate.name === 'ledger')!;
    expect(spec.args).toEqual(['services/ledger/src/server.ts']);
    expect(spec.env).toMatchObject({
      PORT: '4009',
      OPS_PORT: '4059',
      DATABASE_URL: 'postgres://svc_ledger@db/matchwire',
    });
    expect(spec.readyUrl).toBe('http://127.0.0.1:4059/readyz');
    expect(specs.find((candidate) => candidate.name === 'gateway')!.env.LEDGER_URL).toBe('http://127.0.0.1:4009');
  });
});
