// npm start, npm run stack and npm test run what deploy/workloads.json lists: every entry exists,
// every service has the shape npm start loads in-process, and the separate processes start in
// order with their ports and the addresses of what they call.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readWorkloads, upstreamsOf, upstreamVariable } from '@matchwire/kit/workloads';
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import {
  devPorts,
  kafkaPrefixes,
  localRedisUrl,
  localUrl,
  redisDatabases,
  testPorts,
} from '../../scripts/lib/dev-defaults.ts';
import { importEmbeddedService } from '../../scripts/lib/embedded-services.ts';
import { serviceEnvironments } from '../../scripts/lib/service-env.ts';
import { stackProcessSpecs } from '../../scripts/lib/stack.ts';
import { repoRoot } from './manifests.ts';

const workloads = readWorkloads();
const services = workloads.filter((workload) => workload.kind === 'service');

describe('the local stack of deploy/workloads.json', () => {
  it.each(workloads.map((w) => [w.name, w.entry]))('finds the entry of %s (%s)', (_, entry) => {
    expect(existsSync(path.join(repoRoot, entry))).toBe(true);
  });

  it.each(services.map((w) => [w.name, w] as const))(
    'loads %s in-process for npm start, whose environment its config accepts',
    async (name, workload) => {
      const service = await importEmbeddedService(workload);
      expect(service.build).toBeTypeOf('function');
      const environments = serviceEnvironments({
        ports: devPorts,
        databaseUrls: { [name]: `postgres://svc_${name}:${name}_dev@127.0.0.1:54329/matchwire` },
        mode: 'memory',
        mail: { transport: 'mailbox' },
        logLevel: 'warn',
      });
      expect(service.loadConfig(environments[name]!)).toMatchObject({ PORT: workload.port });
    },
  );

  it('refuses a service without that shape, naming what it looks for', async () => {
    const [first] = services;
    await expect(importEmbeddedService({ ...first!, name: 'no-such', entry: first!.entry })).rejects.toThrow(
      /buildNoSuchService in app\.ts and loadNoSuchConfig in config\.ts/,
    );
  });

  it('starts the services, then web, then the gateway, each on its test ports with its upstreams', () => {
    const specs = stackProcessSpecs({ ports: testPorts, databaseUrls: {}, mail: { transport: 'mailbox' } });
    expect(specs.map((spec) => spec.name)).toEqual([...services.map((w) => w.name), 'web', 'gateway']);
    for (const workload of workloads) {
      const spec = specs.find((candidate) => candidate.name === workload.name)!;
      expect(spec.args).toEqual([workload.entry]);
      expect(spec.env.PORT).toBe(String(testPorts.public[workload.name]));
      for (const upstream of upstreamsOf(workloads, workload.name))
        expect(spec.env[upstreamVariable(upstream.name)], `${workload.name} → ${upstream.name}`).toBe(
          localUrl(testPorts.public, upstream.name),
        );
    }
  });

  it("gives npm run stack Kafka topic and group names of its own, so it never takes npm test's events", () => {
    expect(kafkaPrefixes.stack).not.toBe(kafkaPrefixes.test);
    for (const [ports, prefix] of [
      [devPorts, kafkaPrefixes.stack],
      [testPorts, kafkaPrefixes.test],
    ] as const) {
      const specs = stackProcessSpecs({ ports, databaseUrls: {}, mail: { transport: 'mailbox' }, kafkaPrefix: prefix });
      for (const spec of specs.filter((candidate) => candidate.name !== 'web')) {
        expect(spec.env, spec.name).toMatchObject({ KAFKA_TOPIC_PREFIX: prefix, KAFKA_GROUP_PREFIX: prefix });
      }
    }
  });

  it("gives npm run stack a Redis database of its own, so it never reads or counts npm test's keys", () => {
    expect(redisDatabases.stack).not.toBe(redisDatabases.test);
    // npm test's own tests add their databases to TEST_REDIS_URL (/7, /8, /9): the stack takes none of them.
    expect([0, 7, 8, 9]).not.toContain(redisDatabases.stack);
    for (const [ports, database] of [
      [devPorts, redisDatabases.stack],
      [testPorts, redisDatabases.test],
    ] as const) {
      const redisUrl = localRedisUrl(database);
      const specs = stackProcessSpecs({ ports, databaseUrls: {}, mail: { transport: 'mailbox' }, redisUrl });
      const redisUsers = specs.filter((spec) => spec.env.REDIS_URL !== undefined).map((spec) => spec.name);
      expect(redisUsers.sort()).toEqual(['animation', 'data-api', 'gateway', 'ticket']);
      for (const spec of specs.filter((candidate) => redisUsers.includes(candidate.name))) {
        expect(spec.env.REDIS_URL, spec.name).toBe(redisUrl);
        // Every REDIS_URL consumer connects with ioredis, which selects the URL's database.
        const client = new Redis(spec.env.REDIS_URL!, { lazyConnect: true });
        expect(client.options.db, spec.name).toBe(database);
        client.disconnect();
      }
    }
  });
});
