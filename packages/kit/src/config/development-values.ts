/**
 * The development secrets, listed once: `npm start`, `npm run stack` and `npm test` run on them
 * (scripts/lib/dev-defaults.ts), .env.example documents them, and a production deployment refuses
 * them (docs/decisions/0008-production-refuses-development-secrets.md). They are public.
 */
export const developmentSecrets = {
  SIGNING_SECRET: 'matchwire-dev-signing-secret',
  JWT_SECRET: 'matchwire-dev-jwt-secret',
  /** Each caller of services' `/internal/*` routes has its own (kit internal-callers.ts, docs/decisions/0010). */
  INTERNAL_SECRET_GATEWAY: 'matchwire-dev-internal-secret-gateway',
  INTERNAL_SECRET_CATALOGUE: 'matchwire-dev-internal-secret-catalogue',
  INTERNAL_SECRET_NOTIFICATION: 'matchwire-dev-internal-secret-notification',
  INTERNAL_SECRET_BACKOFFICE: 'matchwire-dev-internal-secret-backoffice',
  INTERNAL_SECRET_DATA_API: 'matchwire-dev-internal-secret-data-api',
  INTERNAL_SECRET_BILLING: 'matchwire-dev-internal-secret-billing',
  INTERNAL_SECRET_TICKET: 'matchwire-dev-internal-secret-ticket',
  INTERNAL_SECRET_ANIMATION: 'matchwire-dev-internal-secret-animation',
  /** The web server's server-side calls to the gateway present it (not counted against the visitor). */
  WEB_SERVER_TOKEN: 'matchwire-dev-web-server-token',
  /** The seeded staff member support@matchwire.io signs in with it (docs/decisions/0019). */
  DEMO_STAFF_PASSWORD: 'matchwire-dev-staff-password',
  /** 32 bytes, base64. */
  API_KEY_ENCRYPTION_KEY: 'bWF0Y2h3aXJlLWRldi1hcGkta2V5LWVuY3J5cHRpb24=',
  /**
   * The gateway signs identity assertions with this Ed25519 key pair and services verify them
   * (base64 DER: PKCS#8 private, SPKI public; docs/decisions/0009). The public half is refused in
   * production too: a service trusting it would believe anyone holding this published private key.
   */
  GATEWAY_IDENTITY_PRIVATE_KEY: 'MC4CAQAwBQYDK2VwBCIEINeGF07skRYf59eV/W2fq5myVoVu64lX/9sfZ2pPwRcD',
  GATEWAY_IDENTITY_PUBLIC_KEY: 'MCowBQYDK2VwAyEA5aUbF5YPzQ3cRk43nOaQIT2i+4FUWEgYSB7qzWRHl+8=',
} as const;

/** HMAC secrets and bearer tokens shorter than this are refused in production. */
export const productionSecretMinLength = 32;

/** Checked by length too; API_KEY_ENCRYPTION_KEY has its own exact-size rule in the account's schema. */
const lengthCheckedSecrets = new Set([
  'SIGNING_SECRET',
  'JWT_SECRET',
  'INTERNAL_SECRET_GATEWAY',
  'INTERNAL_SECRET_CATALOGUE',
  'INTERNAL_SECRET_NOTIFICATION',
  'INTERNAL_SECRET_BACKOFFICE',
  'INTERNAL_SECRET_DATA_API',
  'INTERNAL_SECRET_BILLING',
  'INTERNAL_SECRET_TICKET',
  'INTERNAL_SECRET_ANIMATION',
  'WEB_SERVER_TOKEN',
  'DEMO_STAFF_PASSWORD',
]);
const knownDevelopmentValues = new Set<string>(Object.values(developmentSecrets));

export type TDeploymentProblem = { variable: string; message: string };

/**
 * `MATCHWIRE_ENV` says what kind of deployment a process is part of. NODE_ENV cannot: `npm start`
 * sets NODE_ENV=production for React's production build yet runs on the development secrets.
 * Unset, it follows NODE_ENV: production when NODE_ENV=production (the images set it).
 * The local launchers (scripts/lib/service-env.ts) declare `development`.
 */
export function deploymentOf(env: Record<string, unknown>): 'production' | 'development' | undefined {
  const declared = env.MATCHWIRE_ENV;
  if (declared === undefined || declared === '') return env.NODE_ENV === 'production' ? 'production' : 'development';
  return declared === 'production' || declared === 'development' ? declared : undefined;
}

/**
 * The development settings a process must not start with in production: a secret equal to a
 * known development value or shorter than {@link productionSecretMinLength}, the dev mailbox, or the
 * sandbox payment providers, card or wallet (they take no real money: docs/decisions/0016).
 * `variables` are the ones the process reads (its schema's keys); `values` their effective values
 * (zod defaults applied), plus NODE_ENV and MATCHWIRE_ENV.
 */
export function findDevelopmentSettings(
  values: Record<string, unknown>,
  variables: readonly string[],
): TDeploymentProblem[] {
  const deployment = deploymentOf(values);
  if (deployment === undefined) return [{ variable: 'MATCHWIRE_ENV', message: 'must be production or development' }];
  if (deployment === 'development') return [];
  return variables.flatMap((variable) => {
    const message = productionProblemOf(variable, values[variable]);
    return message ? [{ variable, message }] : [];
  });
}

function productionProblemOf(variable: string, value: unknown): string | undefined {
  if (variable === 'DEV_MAILBOX') {
    return value === 'true' || value === true ? 'the development mailbox must not be enabled in production' : undefined;
  }
  if (variable === 'PAYMENT_PROVIDER') {
    return value === 'sandbox'
      ? 'the sandbox takes no real payments; set PAYMENT_PROVIDER=stripe in production'
      : undefined;
  }
  if (variable === 'WALLET_PROVIDER') {
    return value === 'sandbox'
      ? 'the sandbox wallet takes no real payments; set WALLET_PROVIDER=paypal in production'
      : undefined;
  }
  if (typeof value !== 'string' || !(variable in developmentSecrets)) return undefined;
  if (knownDevelopmentValues.has(value))
    return 'is a public development default; set a secret of your own in production';
  if (lengthCheckedSecrets.has(variable) && value.length < productionSecretMinLength) {
    return `must be at least ${productionSecretMinLength} characters in production`;
  }
  return undefined;
}

/** The string values among a parsed config's fields (defaults applied), over the raw environment. */
export function effectiveValues(
  env: Record<string, string | undefined>,
  parsed: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const strings = Object.entries(parsed ?? {}).filter((entry) => typeof entry[1] === 'string');
  return { ...env, ...Object.fromEntries(strings) };
}
