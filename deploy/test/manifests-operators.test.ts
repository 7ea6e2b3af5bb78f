// The prod overlay with the optional operator components (deploy/README.md#operators-kafka-and-postgresql-in-the-cluster): rendered by
// the real kustomize, every object valid against its schema (the custom resources against the
// Strimzi and CloudNativePG CRD schemas vendored in deploy/k8s/schemas), and what the components
// promise: a KRaft Kafka of 3 controllers and 3 brokers with a topic per event type, a PostgreSQL
// cluster of 3 with one role and schema per service, the workloads pointed at both, the traffic open.
import { databaseNames } from '@matchwire/devinfra/database-names';
import { databaseServices } from '@matchwire/kit/workloads';
import { eventTypeNames } from '@matchwire/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import { scalingOf } from '../generate/kubernetes.ts';
import {
  byKind,
  ensureKustomize,
  find,
  operatorsOverlay,
  overlays,
  readWorkloads,
  renderOverlay,
  validateManifest,
  type TManifest,
} from './manifests.ts';
import { isAllowed } from './network-policy.ts';

const workloads = readWorkloads();
const databaseUsers = databaseServices(workloads);
let rendered: TManifest[] = [];
let prod: TManifest[] = [];

beforeAll(() => {
  const kustomize = ensureKustomize();
  rendered = renderOverlay(kustomize, operatorsOverlay);
  prod = renderOverlay(kustomize, overlays.prod);
}, 10 * 60_000);

const one = (kind: string, name: string) => structuredClone(find(rendered, kind, name)!);
const container = (name: string) => find(rendered, 'Deployment', name)!.spec.template.spec.containers[0];
const pod = (name: string) => ({ 'app.kubernetes.io/name': name });

describe('the custom resource schemas', () => {
  it('accept the rendered Kafka, node pool, topic, Cluster and Database', async () => {
    for (const [kind, name] of [
      ['Kafka', 'matchwire'],
      ['KafkaNodePool', 'broker'],
      ['KafkaTopic', eventTypeNames[0]!],
      ['Cluster', 'matchwire-db'],
      ['Database', 'matchwire-db-matchwire'],
    ] as const)
      await expect(validateManifest(one(kind, name)), kind).resolves.toBeUndefined();
  });

  it('reject a wrong type, an unknown field, a value outside its enum and a missing required field', async () => {
    const kafka = one('Kafka', 'matchwire');
    kafka.spec.kafka.listeners[0].port = '9092';
    await expect(validateManifest(kafka)).rejects.toThrow(/listeners\[0\]\.port: must be integer/);

    const pool = one('KafkaNodePool', 'broker');
    pool.spec.replica = 3;
    await expect(validateManifest(pool)).rejects.toThrow(/spec\.replica: unknown field/);

    const listener = one('Kafka', 'matchwire');
    listener.spec.kafka.listeners[0].type = 'public';
    await expect(validateManifest(listener)).rejects.toThrow(/type: must be one of/);

    const topic = one('KafkaTopic', eventTypeNames[0]!);
    topic.spec.partitions = 'twelve';
    await expect(validateManifest(topic)).rejects.toThrow(/partitions: must be integer/);

    const cluster = one('Cluster', 'matchwire-db');
    delete cluster.spec.managed.roles[0].name;
    cluster.spec.instances = '3';
    await expect(validateManifest(cluster)).rejects.toThrow(/instances: must be integer/);
    await expect(validateManifest(cluster)).rejects.toThrow(/roles\[0\]\.name: required/);

    const database = one('Database', 'matchwire-db-matchwire');
    database.spec.schemas[0].owner = 7;
    await expect(validateManifest(database)).rejects.toThrow(/schemas\[0\]\.owner: must be string/);
  });
});

describe('overlay prod-operators', () => {
  it('renders only objects that are valid against their schemas', async () => {
    const errors: string[] = [];
    for (const doc of rendered)
      await validateManifest(doc).catch((error: Error) =>
        errors.push(`${doc.kind}/${doc.metadata.name}: ${error.message}`),
      );
    expect(errors).toEqual([]);
  });

  it('is the prod overlay plus the operators’ resources, in namespaces kafka and matchwire', () => {
    // The generated config's name carries a hash of its content, which KAFKA_BROKERS changes.
    const key = (doc: TManifest) => `${doc.kind}/${doc.metadata.name.replace(/^(matchwire-config)-.*$/, '$1')}`;
    const added = rendered.filter((doc) => !prod.some((other) => key(other) === key(doc))).map((doc) => doc.kind);
    expect(new Set(added)).toEqual(
      new Set(['Kafka', 'KafkaNodePool', 'KafkaTopic', 'Cluster', 'Database', 'NetworkPolicy']),
    );
    expect(prod.filter((doc) => !rendered.some((other) => key(other) === key(doc))).map(key)).toEqual([]);
    for (const doc of rendered.filter((doc) => doc.kind !== 'Namespace'))
      expect(doc.metadata.namespace, key(doc)).toBe(
        doc.apiVersion.startsWith('kafka.strimzi.io/') ? 'kafka' : 'matchwire',
      );
    expect(byKind(rendered, 'Secret')).toEqual([]);
  });
});

describe('component strimzi-kafka', () => {
  it('runs Kafka in KRaft mode on node pools: 3 controllers and 3 brokers, replication 3, min.insync 2', () => {
    const kafka = one('Kafka', 'matchwire');
    const pools = byKind(rendered, 'KafkaNodePool');
    expect(pools.every((p) => p.metadata.labels['strimzi.io/cluster'] === 'matchwire')).toBe(true);
    const replicasOf = (role: string) =>
      pools.filter((p) => p.spec.roles.includes(role)).reduce((sum, p) => sum + p.spec.replicas, 0);
    expect(replicasOf('controller')).toBe(3);
    expect(replicasOf('broker')).toBe(3);
    for (const p of pools) expect(p.spec.storage.volumes[0].type, p.metadata.name).toBe('persistent-claim');
    expect(kafka.spec.zookeeper).toBeUndefined();
    expect(kafka.spec.kafka.config).toMatchObject({
      'default.replication.factor': 3,
      'min.insync.replicas': 2,
      'offsets.topic.replication.factor': 3,
      'transaction.state.log.replication.factor': 3,
      'transaction.state.log.min.isr': 2,
    });
    expect(kafka.spec.entityOperator.topicOperator).toBeDefined();
  });

  it('has one KafkaTopic per event type, replicated like the cluster, with a partition for every consumer replica', () => {
    const topics = byKind(rendered, 'KafkaTopic');
    expect(topics.map((t) => t.spec.topicName).sort()).toEqual([...eventTypeNames].sort());
    const mostReplicas = Math.max(
      ...workloads.filter((w) => w.stores.includes('kafka')).map((w) => scalingOf(w).maxReplicas),
    );
    for (const topic of topics) {
      expect(topic.metadata.labels['strimzi.io/cluster'], topic.metadata.name).toBe('matchwire');
      expect(topic.spec.replicas, topic.metadata.name).toBe(3);
      expect(topic.spec.config['min.insync.replicas'], topic.metadata.name).toBe(2);
      expect(topic.spec.partitions, topic.metadata.name).toBeGreaterThanOrEqual(mostReplicas);
    }
  });

  it('points KAFKA_BROKERS at the bootstrap Service, which the workloads may reach and Strimzi lets in', () => {
    const config = byKind(rendered, 'ConfigMap').find((map) => map.metadata.name.startsWith('matchwire-config'))!;
    const kafka = one('Kafka', 'matchwire');
    const plain = kafka.spec.kafka.listeners.find((l: { tls: boolean }) => !l.tls);
    expect(config.data.KAFKA_BROKERS).toBe(`matchwire-kafka-bootstrap.kafka.svc:${plain.port}`);
    expect(plain.networkPolicyPeers).toContainEqual({
      namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'matchwire' } },
    });
    const policies = byKind(rendered, 'NetworkPolicy');
    for (const { name } of workloads.filter((w) => w.stores.includes('kafka')))
      expect(
        isAllowed(
          policies,
          'Egress',
          pod(name),
          { pod: { 'strimzi.io/cluster': 'matchwire' }, namespace: 'kafka' },
          plain.port,
        ),
        name,
      ).toBe(true);
    expect(isAllowed(policies, 'Egress', pod('web'), { pod: {}, namespace: 'kafka' }, plain.port)).toBe(false);
  });
});

describe('component cloudnative-pg', () => {
  it('runs a PostgreSQL cluster of 3 instances on persistent storage, one per node', () => {
    const cluster = one('Cluster', 'matchwire-db');
    expect(cluster.spec.instances).toBe(3);
    expect(cluster.spec.storage.size).toMatch(/Gi$/);
    expect(cluster.spec.affinity).toMatchObject({ enablePodAntiAffinity: true, podAntiAffinityType: 'required' });
    expect(cluster.spec.bootstrap.initdb.database).toBe('matchwire');
  });

  it('manages one login role and one own schema per service with a database', () => {
    const cluster = one('Cluster', 'matchwire-db');
    const database = one('Database', 'matchwire-db-matchwire');
    expect(database.spec).toMatchObject({ cluster: { name: 'matchwire-db' }, name: 'matchwire' });
    expect(cluster.spec.managed.roles).toEqual(
      databaseUsers.map(({ name }) => ({
        name: databaseNames(name).role,
        ensure: 'present',
        login: true,
        inRoles: ['matchwire_service'],
        passwordSecret: { name: `database-role-${name}` },
      })),
    );
    expect(database.spec.schemas).toEqual(
      databaseUsers.map(({ name }) => ({
        name: databaseNames(name).schema,
        owner: databaseNames(name).role,
        ensure: 'present',
      })),
    );
    // What postgres-init.sql does for compose: public and the database closed, CONNECT for the services' roles.
    expect(cluster.spec.bootstrap.initdb.postInitApplicationSQL).toEqual(
      expect.arrayContaining([
        'REVOKE ALL ON SCHEMA public FROM PUBLIC',
        'GRANT CONNECT ON DATABASE matchwire TO matchwire_service',
      ]),
    );
  });

  it.each(databaseUsers.map((w) => [w.name]))(
    'connects %s as its own role, in its own schema, to the read-write Service',
    (name) => {
      const { role, schema } = databaseNames(name);
      const env = container(name).env as { name: string; value?: string; valueFrom?: unknown }[];
      const url = new URL(env.find((e) => e.name === 'DATABASE_URL')!.value!);
      expect(env.find((e) => e.name === 'DATABASE_URL')!.valueFrom).toBeUndefined();
      expect([url.protocol, url.username, url.password, url.host, url.pathname]).toEqual([
        'postgres:',
        role,
        '',
        'matchwire-db-rw:5432',
        '/matchwire',
      ]);
      expect(url.searchParams.get('options')).toBe(`-c search_path=${schema}`);
      expect(env).toContainEqual({
        name: 'PGPASSWORD',
        valueFrom: { secretKeyRef: { name: `database-role-${name}`, key: 'password' } },
      });
    },
  );

  it('leaves the workloads without a database as they are in prod', () => {
    for (const { name } of workloads.filter((w) => !databaseUsers.includes(w)))
      expect(container(name).env, name).toEqual(find(prod, 'Deployment', name)!.spec.template.spec.containers[0].env);
  });

  it('lets exactly the services with a database, the instances and the operator reach the database pods', () => {
    const policies = byKind(rendered, 'NetworkPolicy');
    const instance = { 'cnpg.io/cluster': 'matchwire-db', 'cnpg.io/instanceRole': 'primary' };
    for (const { name } of databaseUsers) {
      expect(isAllowed(policies, 'Egress', pod(name), { pod: instance }, 5432), name).toBe(true);
      expect(isAllowed(policies, 'Ingress', instance, { pod: pod(name) }, 5432), name).toBe(true);
    }
    for (const name of ['gateway', 'web']) {
      expect(isAllowed(policies, 'Egress', pod(name), { pod: instance }, 5432), name).toBe(false);
      expect(isAllowed(policies, 'Ingress', instance, { pod: pod(name) }, 5432), name).toBe(false);
    }
    expect(isAllowed(policies, 'Ingress', instance, { pod: instance }, 5432)).toBe(true);
    expect(isAllowed(policies, 'Egress', instance, { pod: instance }, 5432)).toBe(true);
    expect(isAllowed(policies, 'Ingress', instance, { pod: {}, namespace: 'cnpg-system' }, 8000)).toBe(true);
    expect(isAllowed(policies, 'Ingress', instance, { pod: {}, namespace: 'other' }, 8000)).toBe(false);
  });
});
