import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { Logger } from '@matchwire/kit/logger';
import type { TWorkload } from '@matchwire/kit/workloads';
import { repoRoot } from './shell.ts';

/** What `npm start` needs of a service to run it in its own process. */
export type TEmbeddedService = {
  loadConfig: (env: Record<string, string | undefined>) => unknown;
  build: (options: { config: never; logger: Logger; bus: EventBus }) => {
    start(): Promise<void>;
    stop(): Promise<void>;
  };
};

/**
 * A service of deploy/workloads.json, found by the shape every service has (services/catalogue):
 * `build<Name>Service` in `src/app.ts` and `load<Name>Config` in `src/config.ts`, beside its entry
 * (`data-api` → `buildDataApiService`). So a new service runs in `npm start` without an edit here.
 */
export async function importEmbeddedService(workload: TWorkload): Promise<TEmbeddedService> {
  const name = workload.name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  const source = path.join(repoRoot, path.dirname(workload.entry));
  const app = (await import(pathToFileURL(path.join(source, 'app.ts')).href)) as Record<string, unknown>;
  const config = (await import(pathToFileURL(path.join(source, 'config.ts')).href)) as Record<string, unknown>;
  const build = app[`build${name}Service`];
  const loadConfig = config[`load${name}Config`];
  if (typeof build !== 'function' || typeof loadConfig !== 'function')
    throw new Error(
      `${path.relative(repoRoot, source)}: npm start needs build${name}Service in app.ts and load${name}Config in config.ts`,
    );
  return { build, loadConfig } as TEmbeddedService;
}
