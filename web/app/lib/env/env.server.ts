import { developmentSecrets, effectiveValues, findDevelopmentSettings } from '@matchwire/kit/config/development-values';
import { z } from 'zod/mini';
import type { TPublicEnv } from './public-env';

const ZWebEnv = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3100),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  API_URL: z._default(z.url(), 'http://127.0.0.1:3000'),
  // The development default is refused in a production deployment, like every development secret.
  SIGNING_SECRET: z._default(z.string().check(z.minLength(1)), developmentSecrets.SIGNING_SECRET),
  THAI_SITE_URL: z._default(z.url(), 'https://th.matchwire.io'),
  // Where the docs' try-it panel and code examples call the data API. Unset: the site's own
  // origin + /v1, which the gateway serves (local stacks); another origin must be allowed by the
  // gateway's CSP connect-src for the panel to reach it.
  // (Empty counts as unset: compose passes an unset variable as an empty one.)
  DATA_API_PUBLIC_URL: z.optional(z.union([z.url(), z.literal('')])),
  // Server-side calls to the gateway present it (api-client.server.ts); never sent to the browser.
  // Unset: those calls count against the visitor's rate budget like the browser's.
  WEB_SERVER_TOKEN: z.optional(z.string().check(z.minLength(16))),
});

// zod/mini loads no locale (its messages are just "Invalid input"); English keeps the messages readable.
const ENGLISH = z.locales.en();

export type TWebEnv = z.infer<typeof ZWebEnv>;

// server.ts and the server build are separate module graphs in one process;
// a global slot lets the config be parsed once and shared by both.
const ENV_SLOT = Symbol.for('matchwire.web.env');
type TEnvHolder = { [ENV_SLOT]?: TWebEnv };

export function loadEnv(source: Record<string, string | undefined> = process.env): TWebEnv {
  const parsed = ZWebEnv.safeParse(source, { error: ENGLISH.localeError });
  const developmentSettings = findDevelopmentSettings(effectiveValues(source, parsed.data), Object.keys(ZWebEnv.shape));
  if (!parsed.success || developmentSettings.length > 0) {
    const problems = [
      ...(parsed.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`),
      ...developmentSettings.map((problem) => `${problem.variable}: ${problem.message}`),
    ].join('; ');
    throw new Error(`Invalid web configuration: ${problems}`);
  }
  (globalThis as TEnvHolder)[ENV_SLOT] = parsed.data;
  return parsed.data;
}

export function getEnv(): TWebEnv {
  return (globalThis as TEnvHolder)[ENV_SLOT] ?? loadEnv();
}

export function getPublicEnv(): TPublicEnv {
  const env = getEnv();
  return {
    SIGNING_SECRET: env.SIGNING_SECRET,
    THAI_SITE_URL: env.THAI_SITE_URL,
    DATA_API_PUBLIC_URL: env.DATA_API_PUBLIC_URL?.replace(/\/+$/, '') || null,
  };
}
