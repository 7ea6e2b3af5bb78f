/**
 * The custom resources of the optional operator components (deploy/README.md#operators-kafka-and-postgresql-in-the-cluster): the
 * Strimzi `KafkaTopic`s of every event type, and the CloudNativePG cluster's roles, schemas, the
 * services' DATABASE_URL and its network policy, from the same rules as the other generated files.
 */
import { databaseNames } from '@matchwire/devinfra/database-names';
import { databaseServices, type TWorkload } from '@matchwire/kit/workloads';
import { eventTypeNames } from '@matchwire/proto';
import { generatedNotice } from './regions.ts';

/** The Strimzi Kafka cluster (`Kafka` matchwire in namespace kafka) and its bootstrap address. */
export const kafkaCluster = { name: 'matchwire', namespace: 'kafka' } as const;
export const kafkaBootstrap = `${kafkaCluster.name}-kafka-bootstrap.${kafkaCluster.namespace}.svc:9092`;
/** More than any workload's maxReplicas, so no replica of a consumer group sits without a partition. */
export const topicPartitions = 12;

/** The CloudNativePG cluster: in the workloads' namespace, so its Secrets and Service are theirs. */
export const databaseCluster = { name: 'matchwire-db', namespace: 'matchwire', database: 'matchwire' } as const;
/** The Secret (kubernetes.io/basic-auth) holding the password of a service's role, made by the cluster admin. */
export const roleSecretName = (service: string) => `database-role-${service}`;

/** One KafkaTopic per event type (the type name is the topic: proto/src/event-types.ts). */
export function kafkaTopics(topics: readonly string[] = eventTypeNames): string {
  const topic = (name: string) => `apiVersion: kafka.strimzi.io/v1
kind: KafkaTopic
metadata:
  name: ${name}
  namespace: ${kafkaCluster.namespace}
  labels:
    strimzi.io/cluster: ${kafkaCluster.name}
spec:
  topicName: ${name}
  partitions: ${topicPartitions}
  replicas: 3
  config:
    min.insync.replicas: 2
    cleanup.policy: delete
    # 7 days; the consumers remember processed ids longer (INBOX_RETENTION_DAYS, 30).
    retention.ms: 604800000
`;
  return `${generatedNotice('#')}# The topics: every event type of proto/src/event-types.ts (its name is the topic), replicated
# to 3 brokers, acknowledged by 2 (min.insync.replicas; the producers send with acks=all).
${topics.map(topic).join('---\n')}`;
}

/**
 * The Cluster (3 instances), one managed role `svc_<name>` per service (password from its Secret
 * `database-role-<name>`), and the Database with one schema per service owned by its role: what
 * postgres-init.sql gives compose and dev-infra, reconciled by the operator.
 */
export function databaseClusterResources(workloads: TWorkload[]): string {
  const services = databaseServices(workloads);
  const roles = services.map(({ name }) => {
    const { role } = databaseNames(name);
    return `      - name: ${role}
        ensure: present
        login: true
        inRoles: [matchwire_service]
        passwordSecret:
          name: ${roleSecretName(name)}`;
  });
  const schemas = services.map(({ name }) => {
    const { schema, role } = databaseNames(name);
    return `    - name: ${schema}\n      owner: ${role}\n      ensure: present`;
  });
  const { name, namespace, database } = databaseCluster;
  return `${generatedNotice('#')}# PostgreSQL through CloudNativePG: deploy/README.md#operators-kafka-and-postgresql-in-the-cluster.
apiVersion: postgresql.cnpg.io/v1
kind: Cluster
metadata:
  name: ${name}
  namespace: ${namespace}
spec:
  instances: 3
  # PostgreSQL 17, as in compose and the tests.
  imageName: ghcr.io/cloudnative-pg/postgresql:17.6-system-trixie
  primaryUpdateStrategy: unsupervised
  storage:
    size: 50Gi
  walStorage:
    size: 10Gi
  resources:
    requests:
      cpu: 500m
      memory: 1Gi
    limits:
      memory: 2Gi
  postgresql:
    parameters:
      max_connections: '400'
      shared_buffers: 256MB
  # One instance per node, in different zones where there are any.
  affinity:
    enablePodAntiAffinity: true
    topologyKey: kubernetes.io/hostname
    podAntiAffinityType: required
  topologySpreadConstraints:
    - maxSkew: 1
      topologyKey: topology.kubernetes.io/zone
      whenUnsatisfiable: ScheduleAnyway
      labelSelector:
        matchLabels:
          cnpg.io/cluster: ${name}
  bootstrap:
    initdb:
      database: ${database}
      # Owns the database; no workload logs in as it (each service has its own role below).
      owner: ${database}
      postInitApplicationSQL:
        # Nothing may use public, nor connect without being granted (as postgres-init.sql).
        - REVOKE ALL ON DATABASE ${database} FROM PUBLIC
        - REVOKE ALL ON SCHEMA public FROM PUBLIC
        # The services' roles are members (managed.roles): CONNECT, nothing else.
        - CREATE ROLE matchwire_service NOLOGIN
        - GRANT CONNECT ON DATABASE ${database} TO matchwire_service
  managed:
    roles:
${roles.join('\n')}
---
apiVersion: postgresql.cnpg.io/v1
kind: Database
metadata:
  name: ${name}-${database}
  namespace: ${namespace}
spec:
  cluster:
    name: ${name}
  name: ${database}
  owner: ${database}
  ensure: present
  # Keep the database when this object is deleted.
  databaseReclaimPolicy: retain
  schemas:
${schemas.join('\n')}
`;
}

/**
 * The services' DATABASE_URL on the cluster's read-write Service: the role and schema in the URL
 * (search_path as with postgres-init.sql), the password as PGPASSWORD from the role's Secret
 * (node-postgres, like libpq, takes it when the URL has none).
 */
export function databaseUrlPatches(workloads: TWorkload[]): string {
  const { name, namespace, database } = databaseCluster;
  const patch = ({ name: service }: TWorkload) => {
    const { role, schema } = databaseNames(service);
    return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${service}
  namespace: ${namespace}
spec:
  template:
    spec:
      containers:
        - name: server
          env:
            - name: DATABASE_URL
              value: postgres://${role}@${name}-rw:5432/${database}?options=-c%20search_path%3D${schema}
              valueFrom: null
            - name: PGPASSWORD
              valueFrom:
                secretKeyRef:
                  name: ${roleSecretName(service)}
                  key: password
`;
  };
  return `${generatedNotice('#')}# Each service's DATABASE_URL on the CloudNativePG cluster instead of matchwire-secrets.
${databaseServices(workloads).map(patch).join('---\n')}`;
}

/**
 * The database pods' traffic under the prod overlay's default-deny: the services with postgres (and the
 * instances among themselves) on 5432, the operator (namespace cnpg-system) on 5432 and the instance
 * manager's 8000, Prometheus on the exporter's 9187; out to the other instances and the Kubernetes API.
 */
export function databaseNetworkPolicy(workloads: TWorkload[]): string {
  const { name, namespace } = databaseCluster;
  const services = databaseServices(workloads).map((w) => w.name);
  return `${generatedNotice('#')}apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: ${name}
  namespace: ${namespace}
spec:
  podSelector:
    matchLabels:
      cnpg.io/cluster: ${name}
  policyTypes: [Ingress, Egress]
  ingress:
    - from:
        - podSelector:
            matchExpressions:
              - key: app.kubernetes.io/name
                operator: In
                values: [${services.join(', ')}]
        - podSelector:
            matchLabels:
              cnpg.io/cluster: ${name}
      ports:
        - { protocol: TCP, port: 5432 }
    - from:
        - namespaceSelector:
            matchLabels:
              kubernetes.io/metadata.name: cnpg-system
      ports:
        - { protocol: TCP, port: 5432 }
        - { protocol: TCP, port: 8000 }
    - from:
        - namespaceSelector:
            matchLabels:
              kubernetes.io/metadata.name: monitoring
      ports:
        - { protocol: TCP, port: 9187 }
  egress:
    - to:
        - podSelector:
            matchLabels:
              cnpg.io/cluster: ${name}
      ports:
        - { protocol: TCP, port: 5432 }
    # The instance manager talks to the Kubernetes API (status, secrets, leader election); narrow
    # this to your API server's address. Also the way out to a backup object store (HTTPS).
    - ports:
        - { protocol: TCP, port: 443 }
        - { protocol: TCP, port: 6443 }
`;
}
