import { databaseEnv, loadConfig, portEnv, serviceEnv } from '@matchwire/kit/config';
import { z } from 'zod';

export const docsEnv = {
  ...serviceEnv,
  ...databaseEnv,
  ...portEnv(4005),
  INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters'),
};

export type TDocsConfig = ReturnType<typeof loadDocsConfig>;

export function loadDocsConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(docsEnv, env);
}
