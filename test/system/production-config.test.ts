// A production deployment refuses the development secrets, the dev mailbox and the sandbox
// payment providers, card and wallet (docs/decisions/0008, 0016): each process entry, started as
// its image starts it (NODE_ENV=production), exits before serving and names the variable; docker
// compose takes every secret from .env, with no fallback.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentSecrets } from '@matchwire/kit/config/development-values';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { loadAccountConfig } from '../../services/account/src/config.ts';
import { loadBillingConfig } from '../../services/billing/src/config.ts';
import { loadCatalogueConfig } from '../../services/catalogue/src/config.ts';
import { loadDocsConfig } from '../../services/docs/src/config.ts';
import { loadNotificationConfig } from '../../services/notification/src/config.ts';
import { loadEnv } from '../../web/app/lib/env/env.server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const strongSecret = () => randomBytes(36).toString('base64url');

const identityKeys = generateKeyPairSync('ed25519');

/** What a production deployment sets: secrets of its own, real mail, no dev mailbox. */
const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  BUS: 'memory',
  // Nothing listens there: a process that wrongly got past its config fails rather than serves.
  DATABASE_URL: 'postgres://nobody@127.0.0.1:9/matchwire',
  SIGNING_SECRET: strongSecret(),
  JWT_SECRET: strongSecret(),
  INTERNAL_SECRET_GATEWAY: strongSecret(),
  INTERNAL_SECRET_CATALOGUE: strongSecret(),
  INTERNAL_SECRET_NOTIFICATION: strongSecret(),
  INTERNAL_SECRET_BACKOFFICE: strongSecret(),
  INTERNAL_SECRET_DATA_API: strongSecret(),
  INTERNAL_SECRET_BILLING: strongSecret(),
  INTERNAL_SECRET_TICKET: strongSecret(),
  INTERNAL_SECRET_ANIMATION: strongSecret(),
  WEB_SERVER_TOKEN: strongSecret(),
  API_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  GATEWAY_IDENTITY_PRIVATE_KEY: identityKeys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  GATEWAY_IDENTITY_PUBLIC_KEY: identityKeys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_WEB_URL: 'https://matchwire.io',
  DEV_MAILBOX: 'false',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: `sk_live_${strongSecret()}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${strongSecret()}`,
  WALLET_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: `client-${strongSecret()}`,
  PAYPAL_CLIENT_SECRET: strongSecret(),
  PAYPAL_WEBHOOK_ID: 'WH-PRODUCTION-WEBHOOK',
  SITE_URL: 'https://matchwire.io',
  // Free ports, should a process wrongly get past its config (the kit's PORT must be at least 1).
  OPS_PORT: '0',
};

const entries = {
  gateway: 'gateway/src/server.ts',
  catalogue: 'services/catalogue/src/server.ts',
  account: 'services/account/src/server.ts',
  billing: 'services/billing/src/server.ts',
  docs: 'services/docs/src/server.ts',
  notification: 'services/notification/src/server.ts',
  ticket: 'services/ticket/src/server.ts',
  web: 'web/server.ts',
};

/** Each process with every development setting it reads. */
const developmentSettings: [keyof typeof entries, string, string | undefined][] = [
  ['gateway', 'SIGNING_SECRET', developmentSecrets.SIGNING_SECRET],
  ['gateway', 'JWT_SECRET', developmentSecrets.JWT_SECRET],
  ['gateway', 'WEB_SERVER_TOKEN', developmentSecrets.WEB_SERVER_TOKEN],
  ['gateway', 'GATEWAY_IDENTITY_PRIVATE_KEY', developmentSecrets.GATEWAY_IDENTITY_PRIVATE_KEY],
  ['catalogue', 'GATEWAY_IDENTITY_PUBLIC_KEY', developmentSecrets.GATEWAY_IDENTITY_PUBLIC_KEY],
  ['account', 'GATEWAY_IDENTITY_PUBLIC_KEY', developmentSecrets.GATEWAY_IDENTITY_PUBLIC_KEY],
  ['catalogue', 'INTERNAL_SECRET_BACKOFFICE', developmentSecrets.INTERNAL_SECRET_BACKOFFICE],
  ['catalogue', 'INTERNAL_SECRET_CATALOGUE', developmentSecrets.INTERNAL_SECRET_CATALOGUE],
  ['account', 'INTERNAL_SECRET_GATEWAY', developmentSecrets.INTERNAL_SECRET_GATEWAY],
  ['account', 'INTERNAL_SECRET_NOTIFICATION', developmentSecrets.INTERNAL_SECRET_NOTIFICATION],
  ['account', 'INTERNAL_SECRET_BACKOFFICE', developmentSecrets.INTERNAL_SECRET_BACKOFFICE],
  ['account', 'INTERNAL_SECRET_DATA_API', developmentSecrets.INTERNAL_SECRET_DATA_API],
  ['account', 'INTERNAL_SECRET_TICKET', developmentSecrets.INTERNAL_SECRET_TICKET],
  ['ticket', 'GATEWAY_IDENTITY_PUBLIC_KEY', developmentSecrets.GATEWAY_IDENTITY_PUBLIC_KEY],
  ['ticket', 'INTERNAL_SECRET_TICKET', developmentSecrets.INTERNAL_SECRET_TICKET],
  ['account', 'JWT_SECRET', developmentSecrets.JWT_SECRET],
  ['account', 'API_KEY_ENCRYPTION_KEY', developmentSecrets.API_KEY_ENCRYPTION_KEY],
  ['docs', 'INTERNAL_SECRET_CATALOGUE', developmentSecrets.INTERNAL_SECRET_CATALOGUE],
  ['docs', 'INTERNAL_SECRET_BACKOFFICE', developmentSecrets.INTERNAL_SECRET_BACKOFFICE],
  ['catalogue', 'INTERNAL_SECRET_BILLING', developmentSecrets.INTERNAL_SECRET_BILLING],
  ['billing', 'GATEWAY_IDENTITY_PUBLIC_KEY', developmentSecrets.GATEWAY_IDENTITY_PUBLIC_KEY],
  ['billing', 'INTERNAL_SECRET_BILLING', developmentSecrets.INTERNAL_SECRET_BILLING],
  ['billing', 'INTERNAL_SECRET_DATA_API', developmentSecrets.INTERNAL_SECRET_DATA_API],
  ['billing', 'INTERNAL_SECRET_BACKOFFICE', developmentSecrets.INTERNAL_SECRET_BACKOFFICE],
  ['billing', 'PAYMENT_PROVIDER', 'sandbox'],
  // Unset, billing's schema would default to the sandbox.
  ['billing', 'PAYMENT_PROVIDER', undefined],
  ['billing', 'WALLET_PROVIDER', 'sandbox'],
  // Unset, billing's schema would default to the sandbox wallet.
  ['billing', 'WALLET_PROVIDER', undefined],
  ['notification', 'DEV_MAILBOX', 'true'],
  ['notification', 'INTERNAL_SECRET_NOTIFICATION', developmentSecrets.INTERNAL_SECRET_NOTIFICATION],
  ['web', 'SIGNING_SECRET', developmentSecrets.SIGNING_SECRET],
  // Unset, web's schema would default to the development value.
  ['web', 'SIGNING_SECRET', undefined],
  ['web', 'WEB_SERVER_TOKEN', developmentSecrets.WEB_SERVER_TOKEN],
];

/** Starts an entry as its image does and collects its exit; one still running after the limit is killed. */
function runEntry(entry: string, env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(tsx, [entry], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, ...(entry === entries.web && { PORT: '0' }) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const limit = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, stderr });
    });
  });
}

describe.concurrent('a process started with NODE_ENV=production', () => {
  it.each(developmentSettings)('%s refuses %s = %s and names it', async (name, variable, value) => {
    const { code, stderr } = await runEntry(entries[name], { ...productionEnv, [variable]: value });
    expect(code, stderr).not.toBe(0);
    expect(code, stderr).not.toBeNull();
    expect(stderr).toMatch(new RegExp(`${variable}: [^\\n]*production`));
  });

  it.each(['gateway', 'account'] as const)('%s refuses secrets shorter than 32 characters', async (name) => {
    const { code, stderr } = await runEntry(entries[name], {
      ...productionEnv,
      JWT_SECRET: 'a-31-character-jwt-secret-value',
    });
    expect(code, stderr).not.toBe(0);
    expect(stderr).toMatch(/JWT_SECRET: must be at least 32 characters in production/);
  });
});

describe('configuration of a production deployment', () => {
  const loaders = {
    gateway: loadGatewayConfig,
    catalogue: loadCatalogueConfig,
    account: loadAccountConfig,
    billing: loadBillingConfig,
    docs: loadDocsConfig,
    notification: loadNotificationConfig,
    web: loadEnv,
  };

  it.each(Object.entries(loaders))('%s accepts secrets of its own', (_name, load) => {
    expect(() => load(productionEnv)).not.toThrow();
  });

  it.each(Object.entries(loaders))(
    '%s accepts the development secrets where the launcher declares MATCHWIRE_ENV=development (npm start)',
    (_name, load) => {
      const env = { ...productionEnv, ...developmentSecrets, DEV_MAILBOX: 'true', MATCHWIRE_ENV: 'development' };
      expect(() => load(env)).not.toThrow();
    },
  );

  it('treats an unset MATCHWIRE_ENV as production under NODE_ENV=production, and refuses an unknown one', () => {
    const env = { ...productionEnv, JWT_SECRET: developmentSecrets.JWT_SECRET };
    expect(() => loadGatewayConfig({ ...env, MATCHWIRE_ENV: 'production' })).toThrow(/JWT_SECRET: /);
    expect(() => loadGatewayConfig({ ...env, NODE_ENV: 'test' })).not.toThrow();
    expect(() => loadGatewayConfig({ ...productionEnv, MATCHWIRE_ENV: 'staging' })).toThrow(/MATCHWIRE_ENV: /);
  });
});

describe('docker compose', () => {
  const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  const envExample = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');

  /** DEMO_STAFF_PASSWORD is optional everywhere: unset, no demo staff member is seeded (docs/decisions/0019). */
  const requiredSecrets = Object.keys(developmentSecrets).filter((variable) => variable !== 'DEMO_STAFF_PASSWORD');

  it.each(requiredSecrets)('requires %s from .env, with no fallback', (variable) => {
    const references = compose.match(new RegExp(`\\$\\{${variable}[^}]*\\}`, 'g')) ?? [];
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references)
      expect(reference).toBe(`\${${variable}:?set ${variable} in .env (see .env.example)}`);
    expect(envExample).toMatch(new RegExp(`^${variable}=.+$`, 'm'));
  });

  it('holds no development secret, and defaults to a production deployment', () => {
    for (const value of Object.values(developmentSecrets)) expect(compose).not.toContain(value);
    expect(compose).toContain('MATCHWIRE_ENV: ${MATCHWIRE_ENV:-production}');
  });
});
