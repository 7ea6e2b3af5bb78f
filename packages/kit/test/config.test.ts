import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ConfigError, databaseEnv, loadConfig, portEnv, serviceEnv } from '../src/config.ts';

const shape = { ...serviceEnv, ...databaseEnv, ...portEnv(4001), INTERNAL_SECRET_BACKOFFICE: z.string().min(16) };
const validEnv = {
  DATABASE_URL: 'postgres://svc_x:x_dev@127.0.0.1:55432/matchwire',
  INTERNAL_SECRET_BACKOFFICE: 'a-token-of-sixteen-chars',
};

function configErrorOf(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(shape, env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('loadConfig', () => {
  it('applies the documented defaults when only the required variables are set', () => {
    const config = loadConfig(shape, validEnv);
    expect(config).toEqual({
      ...validEnv,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BUS: 'kafka',
      KAFKA_BROKERS: ['127.0.0.1:19092'],
      KAFKA_TOPIC_PREFIX: '',
      KAFKA_GROUP_PREFIX: '',
      SEED_DEMO_DATA: false,
      PORT: 4001,
      OPS_PORT: 9090,
      DB_STATEMENT_TIMEOUT_MS: 10_000,
      DB_LOCK_TIMEOUT_MS: 5_000,
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
      OUTBOX_MAX_ATTEMPTS: 10,
      OUTBOX_LEASE_MS: 60_000,
      OUTBOX_RETENTION_DAYS: 7,
      INBOX_RETENTION_DAYS: 30,
    });
  });

  it('refuses pool limits and outbox settings that would not work, naming each', () => {
    const message = configErrorOf({
      ...validEnv,
      DB_STATEMENT_TIMEOUT_MS: '-1',
      OUTBOX_MAX_ATTEMPTS: '0',
      OUTBOX_LEASE_MS: '500',
      INBOX_RETENTION_DAYS: 'forever',
    }).message;
    for (const name of ['DB_STATEMENT_TIMEOUT_MS', 'OUTBOX_MAX_ATTEMPTS', 'OUTBOX_LEASE_MS', 'INBOX_RETENTION_DAYS']) {
      expect(message).toContain(name);
    }
  });

  it('turns strings into the types the service uses', () => {
    const config = loadConfig(shape, {
      ...validEnv,
      PORT: '4999',
      OPS_PORT: '0',
      KAFKA_BROKERS: ' kafka-0:9092, kafka-1:9092 ,,kafka-2:9092',
      SEED_DEMO_DATA: 'true',
      BUS: 'memory',
    });
    expect(config.PORT).toBe(4999);
    expect(config.OPS_PORT).toBe(0);
    expect(config.KAFKA_BROKERS).toEqual(['kafka-0:9092', 'kafka-1:9092', 'kafka-2:9092']);
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.BUS).toBe('memory');
  });

  it('fails fast naming every bad variable at once', () => {
    const error = configErrorOf({ ...validEnv, DATABASE_URL: 'mysql://root@db/matchwire', PORT: 'eighty' });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toMatch(/^\s+DATABASE_URL: must be a postgres:\/\/ URL$/m);
    expect(error.message).toMatch(/^\s+PORT: /m);
    expect(error.message).not.toMatch(/INTERNAL_SECRET_BACKOFFICE|KAFKA_BROKERS|HOST/);
  });

  it('names a missing required variable', () => {
    const error = configErrorOf({ INTERNAL_SECRET_BACKOFFICE: validEnv.INTERNAL_SECRET_BACKOFFICE });
    expect(error.message).toMatch(/^\s+DATABASE_URL: /m);
  });

  it.each([
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'postgresish:whatever'],
    ['KAFKA_BROKERS', ''],
    ['KAFKA_BROKERS', ' , '],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['OPS_PORT', '-1'],
    ['OPS_PORT', 'ops'],
    ['LOG_LEVEL', 'verbose'],
    ['BUS', 'rabbitmq'],
    ['SEED_DEMO_DATA', 'yes'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'otel collector'],
    ['INTERNAL_SECRET_BACKOFFICE', 'short'],
  ])('refuses %s=%j', (variable, value) => {
    const error = configErrorOf({ ...validEnv, [variable]: value });
    expect(error.message).toMatch(new RegExp(`^\\s+${variable}: `, 'm'));
  });
});
