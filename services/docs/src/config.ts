import { loadConfig, publishingServiceEnv } from '@matchwire/kit/config';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';

export const docsEnv = {
  ...publishingServiceEnv(4005),
  /** The callers of its `/internal/*` routes (docs/decisions/0010). */
  ...internalSecretsEnv(['catalogue', 'backoffice']),
};

export type TDocsConfig = ReturnType<typeof loadDocsConfig>;

export function loadDocsConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(docsEnv, env);
}
