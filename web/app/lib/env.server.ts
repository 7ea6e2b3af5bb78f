import { z } from 'zod';
import type { TPublicEnv } from './public-env';

const ZWebEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_URL: z.url().default('http://127.0.0.1:3000'),
  SIGNING_SECRET: z.string().min(1).default('matchwire-dev-signing-secret'),
  THAI_SITE_URL: z.url().default('https://th.matchwire.io'),
});

export type TWebEnv = z.infer<typeof ZWebEnv>;

// server.ts and the server build are separate module graphs in one process;
// a global slot lets the config be parsed once and shared by both.
const ENV_SLOT = Symbol.for('matchwire.web.env');
type TEnvHolder = { [ENV_SLOT]?: TWebEnv };

export function loadEnv(source: Record<string, string | undefined> = process.env): TWebEnv {
  const parsed = ZWebEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
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
  return { SIGNING_SECRET: env.SIGNING_SECRET, THAI_SITE_URL: env.THAI_SITE_URL };
}
