import { type TWorkload } from '@matchwire/kit/workloads';
import { generatedNotice } from './regions.ts';

const pod = (name: string, indent: string) =>
  `${indent}- podSelector:\n${indent}    matchLabels:\n${indent}      app.kubernetes.io/name: ${name}`;
const namespace = (name: string, indent: string) =>
  `${indent}- namespaceSelector:\n${indent}    matchLabels:\n${indent}      kubernetes.io/metadata.name: ${name}`;
const tcp = (port: number) => `      ports:\n        - { protocol: TCP, port: ${port} }`;

/**
 * One policy per workload: ingress on its port from its `callers` (`ingress`: the ingress controller's
 * namespace), Prometheus (namespace monitoring) on its metrics port, egress to the workloads that
 * list it as a caller.
 */
function workloadPolicy(workload: TWorkload, workloads: TWorkload[]): string {
  const podCallers = workload.callers.filter((caller) => caller !== 'ingress');
  const callees = workloads.filter((callee) => callee.callers.includes(workload.name));
  const ingress = [
    ...(workload.callers.includes('ingress')
      ? [`    - from:\n${namespace('ingress-nginx', '        ')}\n${tcp(workload.port)}`]
      : []),
    ...(podCallers.length
      ? [`    - from:\n${podCallers.map((name) => pod(name, '        ')).join('\n')}\n${tcp(workload.port)}`]
      : []),
    `    - from:\n${namespace('monitoring', '        ')}\n${tcp(workload.opsPort ?? workload.port)}`,
  ];
  const egress = callees.map((callee) => `    - to:\n${pod(callee.name, '        ')}\n${tcp(callee.port)}`);
  const summary = [
    `reached by ${workload.callers.join(', ')}`,
    workload.opsPort ? 'Prometheus on ops' : 'Prometheus on its http port',
    ...(callees.length ? [`calls ${callees.map((callee) => callee.name).join(', ')}`] : []),
  ].join('; ');
  return `# ${workload.name}: ${summary}.
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: ${workload.name}
  labels:
    app.kubernetes.io/name: ${workload.name}
spec:
  podSelector:
    matchLabels:
      app.kubernetes.io/name: ${workload.name}
  policyTypes: [${egress.length ? 'Ingress, Egress' : 'Ingress'}]
  ingress:
${ingress.join('\n')}
${egress.length ? `  egress:\n${egress.join('\n')}\n` : ''}`;
}

const privateRanges = `        - ipBlock: { cidr: 10.0.0.0/8 }
        - ipBlock: { cidr: 172.16.0.0/12 }
        - ipBlock: { cidr: 192.168.0.0/16 }`;

/** Egress to each data store, only for the workloads whose `stores` list it. */
const stores = {
  postgres: {
    comment: 'PostgreSQL (managed): only the services, each with its own role (<name>-database-url).',
    to: privateRanges,
    ports: [5432],
  },
  redis: { comment: 'Redis (managed): 6380 for TLS endpoints.', to: privateRanges, ports: [6379, 6380] },
  kafka: {
    comment: 'Kafka (namespace kafka, KAFKA_BROKERS).',
    to: namespace('kafka', '        '),
    ports: [9092],
  },
} as const;

function storePolicy(store: keyof typeof stores, workloads: TWorkload[]): string {
  const users = workloads.filter((workload) => workload.stores.includes(store)).map((workload) => workload.name);
  const { comment, to, ports } = stores[store];
  return `# ${comment}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: ${store}-users
spec:
  podSelector:
    matchExpressions:
      - key: app.kubernetes.io/name
        operator: In
        values: [${users.join(', ')}]
  policyTypes: [Egress]
  egress:
    - to:
${to}
      ports:
${ports.map((port) => `        - { protocol: TCP, port: ${port} }`).join('\n')}
`;
}

export function networkPolicies(workloads: TWorkload[]): string {
  const policies = [
    ...workloads.map((workload) => workloadPolicy(workload, workloads)),
    ...(Object.keys(stores) as (keyof typeof stores)[]).map((store) => storePolicy(store, workloads)),
  ];
  return `${generatedNotice('#')}# What deploy/workloads.json lists (callers, stores); default-deny, DNS and the SMTP relay are in
# network-policy.yaml.
${policies.join('---\n')}`;
}
