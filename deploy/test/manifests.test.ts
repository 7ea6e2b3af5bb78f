// Deployment configuration checks: renders both overlays with the real
// kustomize, validates every object against the Kubernetes schemas, and checks
// that deploy/workloads.json, the manifests, docker-compose.yml and
// skaffold.yaml agree. First run compiles kustomize (deploy/k8s/ensure-kustomize.sh).
import { databaseNames } from '@matchwire/devinfra/database-names';
import { describe, expect, it } from 'vitest';
import { scalingOf } from '../generate/kubernetes.ts';
import {
  byKind,
  composeSchemaErrors,
  find,
  overlayNames,
  overlays,
  readRepoFile,
  readWorkloads,
  readYaml,
  useRenderedOverlays,
  validateManifest,
  type TOverlay,
} from './manifests.ts';

const workloads = readWorkloads();
const services = workloads.filter((w) => w.kind === 'service');
const namespaces: Record<TOverlay, string> = { dev: 'matchwire-dev', prod: 'matchwire' };
const rendered = useRenderedOverlays();
// web serves only /healthz (web/server.ts), on its one port; the others serve /healthz, /readyz and
// /metrics on their operational port (the kit's ops app), which no Service or Ingress exposes.
const readinessPath = (workload: { kind: string }) => (workload.kind === 'web' ? '/healthz' : '/readyz');
const probePort = (workload: { opsPort?: number }) => (workload.opsPort ? 'ops' : 'http');

const gatewayDeployment = () => structuredClone(find(rendered.prod, 'Deployment', 'gateway')!);

describe('the schema validator', () => {
  it('accepts a rendered Deployment', async () => {
    await expect(validateManifest(gatewayDeployment())).resolves.toBeUndefined();
  });

  it('rejects a Deployment whose replicas is a string', async () => {
    const deployment = gatewayDeployment();
    deployment.spec.replicas = '2';
    await expect(validateManifest(deployment)).rejects.toThrow(/replicas must be integer/);
  });

  it('rejects a container without a name and a non-numeric port', async () => {
    const deployment = gatewayDeployment();
    delete deployment.spec.template.spec.containers[0].name;
    deployment.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    await expect(validateManifest(deployment)).rejects.toThrow(/name|containerPort/);
  });

  it('rejects kinds it has no schema for', async () => {
    await expect(
      validateManifest({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'x' } }),
    ).rejects.toThrow(/no schema/);
  });
});

describe.each(overlayNames)('overlay %s', (overlay) => {
  const docs = () => rendered[overlay];
  const deployments = () => byKind(docs(), 'Deployment');

  it('renders only objects that are valid against the Kubernetes schemas', async () => {
    const errors: string[] = [];
    for (const doc of docs()) {
      await validateManifest(doc).catch((error: Error) =>
        errors.push(`${doc.kind}/${doc.metadata.name}: ${error.message}`),
      );
    }
    expect(errors).toEqual([]);
    expect(docs().length).toBeGreaterThan(workloads.length * 2);
  });

  it('puts every namespaced object in its namespace, and creates it', () => {
    const namespaced = docs().filter((doc) => doc.kind !== 'Namespace');
    expect(
      namespaced.filter((doc) => doc.metadata.namespace !== namespaces[overlay]).map((doc) => doc.metadata.name),
    ).toEqual([]);
    expect(find(docs(), 'Namespace', namespaces[overlay])).toBeDefined();
  });

  it.each(workloads.map((w) => [w.name, w] as const))(
    'has a Deployment and Service for %s on its port',
    (_, workload) => {
      const deployment = find(docs(), 'Deployment', workload.name);
      const service = find(docs(), 'Service', workload.name);
      expect(deployment, `Deployment ${workload.name}`).toBeDefined();
      expect(service, `Service ${workload.name}`).toBeDefined();
      const pod = deployment!.spec.template;
      const container = pod.spec.containers[0];
      expect(container.image).toBe(`matchwire/${workload.name}`);
      expect(container.ports).toContainEqual({ name: 'http', containerPort: workload.port });
      expect(container.env).toContainEqual({ name: 'PORT', value: String(workload.port) });
      // The Service (and so the Ingress) carries the public port only, never the operational one.
      expect(service!.spec.ports).toEqual([{ name: 'http', port: workload.port, targetPort: 'http' }]);
      expect(service!.spec.selector).toEqual(deployment!.spec.selector.matchLabels);
      expect(pod.metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(workload.opsPort ?? workload.port),
        'prometheus.io/path': '/metrics',
      });
      if (workload.kind === 'web') {
        expect(workload.opsPort).toBeUndefined();
        expect(container.ports).toHaveLength(1);
      } else {
        expect(container.ports).toContainEqual({ name: 'ops', containerPort: workload.opsPort });
        expect(container.env).toContainEqual({ name: 'OPS_PORT', value: String(workload.opsPort) });
        expect(workload.opsPort).not.toBe(workload.port);
      }
    },
  );

  it('gives every container probes, requests and limits, and a non-root restricted security context', () => {
    const problems: string[] = [];
    for (const deployment of deployments()) {
      const pod = deployment.spec.template.spec;
      for (const container of pod.containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        const security = { ...pod.securityContext, ...container.securityContext };
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'])
          if (!container[probe]) problems.push(`${where}: no ${probe}`);
        for (const bound of ['requests', 'limits'])
          for (const resource of ['cpu', 'memory'])
            if (!container.resources?.[bound]?.[resource]) problems.push(`${where}: no ${bound}.${resource}`);
        if (security.runAsNonRoot !== true) problems.push(`${where}: runAsNonRoot is not true`);
        if (!(security.runAsUser > 0)) problems.push(`${where}: no non-zero runAsUser`);
        if (container.securityContext?.allowPrivilegeEscalation !== false)
          problems.push(`${where}: allowPrivilegeEscalation is not false`);
        if (!container.securityContext?.capabilities?.drop?.includes('ALL'))
          problems.push(`${where}: capabilities not dropped`);
        if (security.seccompProfile?.type !== 'RuntimeDefault')
          problems.push(`${where}: seccomp is not RuntimeDefault`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(workloads.map((w) => [w.name, w] as const))(
    'runs %s read-only with /tmp on an emptyDir and the HTTP health endpoints',
    (name, workload) => {
      const pod = find(docs(), 'Deployment', name)!.spec.template.spec;
      const container = pod.containers[0];
      expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
      const tmp = container.volumeMounts.find((mount: { mountPath: string }) => mount.mountPath === '/tmp');
      expect(pod.volumes.find((volume: { name: string }) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
      expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: probePort(workload) });
      expect(container.startupProbe.httpGet).toEqual({ path: '/healthz', port: probePort(workload) });
      expect(container.readinessProbe.httpGet).toEqual({ path: readinessPath(workload), port: probePort(workload) });
      expect(pod.automountServiceAccountToken).toBe(false);
    },
  );

  it('refers only to ConfigMaps and Secret keys that exist (or, in prod, to the external matchwire-secrets, internal-secret-* and gateway-identity-*)', () => {
    const secrets = byKind(docs(), 'Secret');
    const configMaps = new Set(byKind(docs(), 'ConfigMap').map((doc) => doc.metadata.name));
    const problems: string[] = [];
    for (const deployment of deployments()) {
      for (const container of deployment.spec.template.spec.containers) {
        for (const from of container.envFrom ?? [])
          if (from.configMapRef && !configMaps.has(from.configMapRef.name))
            problems.push(`missing ConfigMap ${from.configMapRef.name}`);
        for (const { name, valueFrom } of container.env ?? []) {
          const ref = valueFrom?.secretKeyRef;
          if (!ref) continue;
          if (overlay === 'prod') {
            // matchwire-secrets, one internal caller's own Secret (docs/decisions/0010), or a half of
            // the gateway's identity key pair (docs/decisions/0009).
            const isExternal =
              ref.name === 'matchwire-secrets' ||
              ref.name.startsWith('internal-secret-') ||
              ref.name.startsWith('gateway-identity-');
            if (!isExternal) problems.push(`${name} reads Secret ${ref.name}`);
          } else if (!ref.optional && !secrets.find((secret) => secret.metadata.name === ref.name)?.data?.[ref.key]) {
            // An optional key (billing's Stripe keys, unused by the dev overlay's sandbox) may be absent.
            problems.push(`${deployment.metadata.name}: ${name} needs key ${ref.key} of ${ref.name}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('routes the Ingress to the gateway Service', () => {
    const [ingress, ...others] = byKind(docs(), 'Ingress');
    expect(others).toEqual([]);
    const backends = ingress!.spec.rules.flatMap((rule: { http: { paths: { backend: unknown }[] } }) =>
      rule.http.paths.map((p) => p.backend),
    );
    expect(backends).toEqual([{ service: { name: 'gateway', port: { name: 'http' } } }]);
  });
});

describe('overlay dev', () => {
  it('has no NetworkPolicies (the boundaries are a prod concern; dev-infra runs in the namespace)', () => {
    expect(byKind(rendered.dev, 'NetworkPolicy')).toEqual([]);
  });

  it('runs one replica of each workload next to the dev infrastructure', () => {
    for (const { name } of workloads) expect(find(rendered.dev, 'Deployment', name)!.spec.replicas, name).toBe(1);
    for (const name of ['postgres', 'redis', 'kafka'])
      expect(find(rendered.dev, 'Deployment', name), name).toBeDefined();
  });

  it("has a database URL for each service's own role", () => {
    const secret = byKind(rendered.dev, 'Secret').find((doc) => doc.metadata.name.startsWith('matchwire-secrets'))!;
    for (const { name } of services) {
      const url = Buffer.from(secret.data[`${name}-database-url`], 'base64').toString();
      const { role, devPassword } = databaseNames(name);
      expect(url).toBe(`postgres://${role}:${devPassword}@postgres:5432/matchwire`);
    }
  });
});

describe('overlay prod', () => {
  it('defines no Secret and no dev infrastructure', () => {
    expect(byKind(rendered.prod, 'Secret')).toEqual([]);
    const names = byKind(rendered.prod, 'Deployment').map((doc) => doc.metadata.name);
    expect(names.sort()).toEqual(workloads.map((w) => w.name).sort());
  });

  it('autoscales every workload from two replicas on CPU, with the numbers of deploy/workloads.json', () => {
    const hpas = byKind(rendered.prod, 'HorizontalPodAutoscaler');
    expect(hpas.map((hpa) => hpa.spec.scaleTargetRef.name).sort()).toEqual(workloads.map((w) => w.name).sort());
    for (const workload of workloads) {
      const hpa = hpas.find((doc) => doc.spec.scaleTargetRef.name === workload.name)!;
      const { minReplicas, maxReplicas, cpuUtilization } = scalingOf(workload);
      expect(hpa.spec.scaleTargetRef.kind, workload.name).toBe('Deployment');
      expect(hpa.spec, workload.name).toMatchObject({ minReplicas, maxReplicas });
      expect(hpa.spec.minReplicas, workload.name).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas, workload.name).toBeGreaterThanOrEqual(hpa.spec.minReplicas);
      expect(hpa.spec.metrics, workload.name).toEqual([
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: cpuUtilization } },
        },
      ]);
      // A CPU target needs a CPU request to measure against; replicas belong to the HPA alone.
      const deployment = find(rendered.prod, 'Deployment', workload.name)!;
      expect(deployment.spec.template.spec.containers[0].resources.requests.cpu, workload.name).toBeDefined();
      expect(deployment.spec.replicas, `${workload.name} is scaled by its HPA`).toBeUndefined();
    }
    expect(scalingOf(workloads.find((w) => w.name === 'data-api')!).maxReplicas).toBe(10);
  });

  it('leaves every disruption budget room to evict a pod at the fewest replicas the HPA allows', () => {
    for (const { name } of workloads) {
      const hpa = byKind(rendered.prod, 'HorizontalPodAutoscaler').find(
        (doc) => doc.spec.scaleTargetRef.name === name,
      )!;
      const pdb = find(rendered.prod, 'PodDisruptionBudget', name)!;
      if (pdb.spec.maxUnavailable !== undefined) expect(pdb.spec.maxUnavailable, name).toBeGreaterThanOrEqual(1);
      else expect(hpa.spec.minReplicas - pdb.spec.minAvailable, name).toBeGreaterThanOrEqual(1);
    }
  });

  it('protects every workload with a PodDisruptionBudget', () => {
    const pdbs = byKind(rendered.prod, 'PodDisruptionBudget');
    for (const { name } of workloads) {
      const labels = find(rendered.prod, 'Deployment', name)!.spec.selector.matchLabels;
      expect(
        pdbs.find((pdb) => JSON.stringify(pdb.spec.selector.matchLabels) === JSON.stringify(labels)),
        name,
      ).toBeDefined();
    }
  });
});

describe('docker-compose.yml', () => {
  type TCompose = {
    services: Record<
      string,
      {
        build?: { args: Record<string, string> };
        depends_on?: Record<string, { condition: string }>;
        ports?: string[];
        environment?: Record<string, string>;
        healthcheck?: { test: string[] };
      }
    >;
  };
  const compose = readYaml<TCompose>('docker-compose.yml');

  it('is valid against the compose specification', () => {
    expect(composeSchemaErrors('docker-compose.yml')).toEqual([]);
  });

  it.each(workloads.map((w) => [w.name, w] as const))('builds and health-checks %s', (name, workload) => {
    const service = compose.services[name];
    expect(service?.build?.args).toEqual({ SERVICE: name, PORT: String(workload.port) });
    const probe = service?.healthcheck?.test.join(' ');
    expect(probe).toContain(`+'${readinessPath(workload)}')`);
    expect(probe).toContain(workload.opsPort ? 'process.env.OPS_PORT' : 'process.env.PORT');
    if (workload.opsPort) expect(service?.environment?.OPS_PORT).toBe(String(workload.opsPort));
  });

  it('waits only on healthy services that exist', () => {
    for (const [name, service] of Object.entries(compose.services))
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency], `${name} -> ${dependency}`).toBeDefined();
        expect(condition, `${name} -> ${dependency}`).toBe('service_healthy');
      }
  });

  it('publishes the gateway on port 3000, and nothing else of a workload', () => {
    expect(compose.services.gateway?.ports).toHaveLength(1);
    expect(compose.services.gateway?.ports?.[0]).toMatch(/:-3000}:3000$/);
    for (const { name } of workloads.filter((w) => w.name !== 'gateway'))
      expect(compose.services[name]?.ports, name).toBeUndefined();
  });
});

describe('skaffold.yaml', () => {
  type TArtifact = { image: string; docker: { dockerfile: string; buildArgs: Record<string, string> } };
  type TSkaffold = {
    apiVersion: string;
    build: { artifacts: TArtifact[] };
    manifests: { kustomize: { paths: string[] } };
    portForward: { resourceName: string; port: number; localPort: number }[];
    profiles: { name: string; manifests: { kustomize: { paths: string[] } } }[];
  };
  const skaffold = readYaml<TSkaffold>('skaffold.yaml');

  it('builds one artifact per workload from the root Dockerfile', () => {
    expect(skaffold.apiVersion).toMatch(/^skaffold\/v4beta\d+$/);
    expect(skaffold.build.artifacts).toEqual(
      workloads.map((w) => ({
        image: `matchwire/${w.name}`,
        docker: { dockerfile: 'Dockerfile', buildArgs: { SERVICE: w.name, PORT: String(w.port) } },
      })),
    );
  });

  it('deploys the dev overlay, the prod overlay in profile prod, and forwards the gateway', () => {
    expect(skaffold.manifests.kustomize.paths).toEqual([overlays.dev]);
    expect(skaffold.profiles.find((p) => p.name === 'prod')?.manifests.kustomize.paths).toEqual([overlays.prod]);
    expect(skaffold.portForward).toContainEqual(
      expect.objectContaining({ resourceName: 'gateway', port: 3000, localPort: 3000 }),
    );
  });
});

describe('images and database bootstrap', () => {
  it('builds every image from node:24-bookworm-slim, as user node, in production mode', () => {
    const dockerfile = readRepoFile('Dockerfile');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(dockerfile).toMatch(/npm ci/);
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    expect(
      dockerfile
        .trim()
        .split('\n')
        .filter((line) => /^USER /.test(line)),
    ).toEqual(['USER node']);
  });

  it('creates a role and schema per service in the one init script that compose and Kubernetes both use', () => {
    const script = 'deploy/k8s/components/dev-infra/postgres-init.sql';
    const sql = readRepoFile(script);
    expect(
      readYaml<{ services: { postgres: { volumes: string[] } } }>('docker-compose.yml').services.postgres.volumes,
    ).toContain(`./${script}:/docker-entrypoint-initdb.d/10-matchwire.sql:ro`);
    expect(readRepoFile('deploy/k8s/components/dev-infra/kustomization.yaml')).toMatch(
      /files:\n\s+- postgres-init\.sql/,
    );
    expect(sql).toMatch(/^CREATE DATABASE matchwire;$/m);
    for (const { name } of services) {
      const { schema, role, devPassword } = databaseNames(name);
      expect(sql).toContain(`CREATE ROLE ${role} LOGIN PASSWORD '${devPassword}';`);
      expect(sql).toContain(`CREATE SCHEMA ${schema} AUTHORIZATION ${role};`);
    }
  });
});
