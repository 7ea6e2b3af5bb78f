import { devDatabaseUrl } from '@matchwire/devinfra/database-names';
import { internalSecretVariables } from '@matchwire/kit/internal-callers';
import { internalSecretsHeldBy } from '@matchwire/kit/internal-secret-holders';
import { databaseServices, upstreamsOf, upstreamVariable, type TWorkload } from '@matchwire/kit/workloads';
import { generatedNotice } from './regions.ts';

const labels = (workload: TWorkload, indent: string) =>
  `${indent}app.kubernetes.io/name: ${workload.name}\n${indent}app.kubernetes.io/component: ${workload.kind}`;
/** The object's metadata and its pods' selector, the same for a workload's Deployment and Service. */
const objectHead = (workload: TWorkload, apiVersion: string, kind: string) => `apiVersion: ${apiVersion}
kind: ${kind}
metadata:
  name: ${workload.name}
  labels:
${labels(workload, '    ')}`;

function deploymentEnv(workload: TWorkload): string {
  const env = [`- name: PORT\n  value: '${workload.port}'`];
  if (workload.opsPort) env.push(`- name: OPS_PORT\n  value: '${workload.opsPort}'`);
  if (databaseServices([workload]).length)
    env.push(
      `- name: DATABASE_URL\n  valueFrom:\n    secretKeyRef:\n      name: matchwire-secrets\n      key: ${workload.name}-database-url`,
    );
  // Each internal caller's own Secret, for the caller and the services whose routes accept it (ADR 0010).
  for (const caller of internalSecretsHeldBy(workload.name))
    env.push(
      `- name: ${internalSecretVariables[caller]}\n  valueFrom:\n    secretKeyRef:\n      name: internal-secret-${caller}\n      key: secret`,
    );
  return env.map((entry) => entry.replace(/^/gm, '            ')).join('\n');
}

/**
 * One Deployment and one ClusterIP Service per workload, with what every workload has: image, ports,
 * the shared config, PORT, OPS_PORT, its database URL, the internal callers' secrets it holds and
 * default resources. A workload's own
 * secrets, settings and resources are a strategic-merge patch in deploy/k8s/base/<name>.yaml;
 * hardening, probes and /tmp come from base/hardening.yaml.
 */
function deploymentAndService(workload: TWorkload): string {
  const metricsPort = workload.opsPort ?? workload.port;
  const opsPort = workload.opsPort
    ? `
            # /healthz, /readyz, /metrics for kubelet and Prometheus only (not in the Service).
            - name: ops
              containerPort: ${workload.opsPort}`
    : '';
  return `# ${workload.name} (port ${workload.port})
${objectHead(workload, 'apps/v1', 'Deployment')}
spec:
  selector:
    matchLabels:
      app.kubernetes.io/name: ${workload.name}
  template:
    metadata:
      labels:
${labels(workload, '        ')}
      annotations:
        prometheus.io/scrape: 'true'
        prometheus.io/port: '${metricsPort}'
        prometheus.io/path: /metrics
    spec:
      containers:
        - name: server
          image: matchwire/${workload.name}
          ports:
            - name: http
              containerPort: ${workload.port}${opsPort}
          envFrom:
            - configMapRef:
                name: matchwire-config
          env:
${deploymentEnv(workload)}
          resources:
            requests:
              cpu: 100m
              memory: 192Mi
            limits:
              cpu: '1'
              memory: 512Mi
---
${objectHead(workload, 'v1', 'Service')}
spec:
  type: ClusterIP
  selector:
    app.kubernetes.io/name: ${workload.name}
  ports:
    - name: http
      port: ${workload.port}
      targetPort: http
`;
}

export function baseWorkloads(workloads: TWorkload[]): string {
  return generatedNotice('#') + workloads.map(deploymentAndService).join('---\n');
}

/** `<NAME>_URL=http://<name>:<port>` for every workload another one calls, into the shared ConfigMap. */
export function upstreamUrls(workloads: TWorkload[]): string {
  const called = workloads.filter((workload) =>
    workloads.some((caller) => upstreamsOf([workload], caller.name).length),
  );
  return generatedNotice('#') + called.map((w) => `${upstreamVariable(w.name)}=http://${w.name}:${w.port}\n`).join('');
}

/** The dev overlay's database URLs (matchwire-secrets), one per service with a database. */
export function devDatabaseUrls(workloads: TWorkload[]): string {
  const urls = databaseServices(workloads).map(
    ({ name }) => `${name}-database-url=${devDatabaseUrl(name, 'postgres:5432')}\n`,
  );
  return generatedNotice('#') + urls.join('');
}

export function podDisruptionBudgets(workloads: TWorkload[]): string {
  const budget = ({ name }: TWorkload) => `apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
spec:
  minAvailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
`;
  return `${generatedNotice('#')}# Voluntary disruptions (node drains, upgrades) keep one pod of each workload up.\n${workloads.map(budget).join('---\n')}`;
}

/** What a kind scales to by default; a workload's `scaling` in deploy/workloads.json overrides any of it. */
export const defaultScaling: Record<TWorkload['kind'], Required<NonNullable<TWorkload['scaling']>>> = {
  // The public entry and the pages: every visitor's request passes through them.
  gateway: { minReplicas: 2, maxReplicas: 10, cpuUtilization: 70 },
  web: { minReplicas: 2, maxReplicas: 10, cpuUtilization: 70 },
  service: { minReplicas: 2, maxReplicas: 6, cpuUtilization: 75 },
};

/** The prod HPA's numbers of a workload: its kind's defaults, then its own `scaling`. */
export function scalingOf(workload: TWorkload): Required<NonNullable<TWorkload['scaling']>> {
  const scaling = { ...defaultScaling[workload.kind], ...workload.scaling };
  return { ...scaling, maxReplicas: Math.max(scaling.maxReplicas, scaling.minReplicas) };
}

/** One HorizontalPodAutoscaler per workload, on CPU (the Deployments request CPU in the base). */
export function horizontalPodAutoscalers(workloads: TWorkload[]): string {
  const autoscaler = (workload: TWorkload) => {
    const { minReplicas, maxReplicas, cpuUtilization } = scalingOf(workload);
    return `apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: ${workload.name}
  labels:
    app.kubernetes.io/name: ${workload.name}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: ${workload.name}
  minReplicas: ${minReplicas}
  maxReplicas: ${maxReplicas}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: ${cpuUtilization}
  behavior:
    scaleDown:
      stabilizationWindowSeconds: 300
`;
  };
  return `${generatedNotice('#')}# Every workload scales on CPU between its kind's numbers or its own \`scaling\` (deploy/README.md#scaling);
# the Deployments carry no replicas. Scale down slowly (5 min window): no flapping after a burst.
# minReplicas is at least 2, so the PodDisruptionBudget's minAvailable 1 always lets a drain evict one.
${workloads.map(autoscaler).join('---\n')}`;
}
