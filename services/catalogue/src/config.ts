import { databaseEnv, loadConfig, portEnv, serviceEnv } from '@matchwire/kit/config';
import { z } from 'zod';

export const catalogueEnv = {
  ...serviceEnv,
  ...databaseEnv,
  ...portEnv(4001),
  INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters'),
  /** The docs service, asked (with INTERNAL_TOKEN) whether product pages' document references exist. */
  DOCS_URL: z.url().default('http://127.0.0.1:4005'),
};

export type TCatalogueConfig = ReturnType<typeof loadCatalogueConfig>;

export function loadCatalogueConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(catalogueEnv, env);
}
