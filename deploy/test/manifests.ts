// Helpers for deploy/test: the workload list (the kit's one reader), real kustomize renders, and
// validation of rendered objects against the Kubernetes OpenAPI schemas shipped
// in the `kubernetes-models` package (precompiled ajv validators), and of the operators' custom
// resources against the CRD schemas vendored in deploy/k8s/schemas (manifests-crd.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { customResourceErrors, customResourceSchema } from './manifests-crd.ts';

export { readWorkloads, type TWorkload } from '@matchwire/kit/workloads';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/* eslint-disable @typescript-eslint/no-explicit-any -- rendered manifests are loose JSON trees the tests navigate freely */
export type TManifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [k: string]: any };
  [k: string]: any;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export function readRepoFile(relative: string): string {
  return readFileSync(path.join(repoRoot, relative), 'utf8');
}

export function readYaml<T>(relative: string): T {
  return parse(readRepoFile(relative), { merge: true }) as T; // compose uses << merge keys
}

/** Installs the pinned kustomize if needed (compiles on a fresh machine) and returns its path. */
export function ensureKustomize(): string {
  const out = execFileSync('bash', [path.join(repoRoot, 'deploy/k8s/ensure-kustomize.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return out.trim().split('\n').at(-1) ?? '';
}

export const overlays = { dev: 'deploy/k8s/overlays/dev', prod: 'deploy/k8s/overlays/prod' } as const;
export type TOverlay = keyof typeof overlays;
/** prod with Kafka and PostgreSQL run by operators (components strimzi-kafka, cloudnative-pg): manifests-operators.test.ts. */
export const operatorsOverlay = 'deploy/k8s/overlays/prod-operators';
export const overlayNames = Object.keys(overlays) as TOverlay[];

/** Both overlays, rendered once before the calling file's tests (kustomize installed when missing). */
export function useRenderedOverlays(): Record<TOverlay, TManifest[]> {
  const rendered = {} as Record<TOverlay, TManifest[]>;
  beforeAll(() => {
    const kustomize = ensureKustomize();
    for (const overlay of overlayNames) rendered[overlay] = renderOverlay(kustomize, overlays[overlay]);
  }, 10 * 60_000);
  return rendered;
}

export function renderOverlay(kustomize: string, overlay: string): TManifest[] {
  // An overlay of this repository (relative) or of a copy elsewhere (absolute).
  const yaml = execFileSync(kustomize, ['build', path.resolve(repoRoot, overlay)], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  return parseAllDocuments(yaml)
    .map((doc) => doc.toJS() as TManifest | null)
    .filter((doc): doc is TManifest => doc !== null)
    .map(unwrapSecretData);
}

// kustomize wraps long base64 values over several lines; the API server's
// decoder skips line breaks, the schema's "byte" format does not.
function unwrapSecretData(doc: TManifest): TManifest {
  if (doc.kind !== 'Secret' || !doc.data) return doc;
  const data = Object.fromEntries(
    Object.entries(doc.data as Record<string, string>).map(([key, value]) => [key, value.replace(/\s+/g, '')]),
  );
  return { ...doc, data };
}

type TModel = { validate(): void };
type TModelClass = new (data: unknown) => TModel;

/**
 * Validates one object against its Kubernetes schema; throws with the schema
 * errors, or when the package has no model for the apiVersion/kind (so an
 * unvalidated kind cannot slip through).
 */
export async function validateManifest(manifest: TManifest): Promise<void> {
  const { apiVersion, kind } = manifest;
  // Custom resources of the operators' components: the schemas vendored from their CRDs.
  if (customResourceSchema(apiVersion, kind)) {
    const errors = customResourceErrors(manifest);
    if (errors.length) throw new Error(errors.join(', '));
    return;
  }
  let Model: TModelClass | undefined;
  try {
    const specifier = `kubernetes-models/${apiVersion}/${kind}`; // e.g. kubernetes-models/apps/v1/Deployment
    const module = (await import(/* @vite-ignore */ specifier)) as Record<string, TModelClass>;
    Model = module[kind];
  } catch {
    Model = undefined;
  }
  if (!Model) throw new Error(`no schema for ${apiVersion} ${kind}`);
  new Model(manifest).validate();
}

/** Schema errors of docker-compose.yml according to dclint's bundled compose-spec schema. */
export function composeSchemaErrors(relative: string): string[] {
  const bin = path.join(repoRoot, 'node_modules/.bin/dclint');
  const run = spawnSync(bin, ['--formatter', 'json', '--color', 'false', path.join(repoRoot, relative)], {
    encoding: 'utf8',
  });
  if (!run.stdout) throw new Error(`dclint produced no report: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { messages: { rule: string; message: string }[] }[];
  return report
    .flatMap((file) => file.messages)
    .filter((message) => message.rule === 'invalid-schema' || message.rule === 'invalid-yaml')
    .map((message) => message.message);
}

export const byKind = (docs: TManifest[], kind: string) => docs.filter((doc) => doc.kind === kind);

export const find = (docs: TManifest[], kind: string, name: string) =>
  docs.find((doc) => doc.kind === kind && doc.metadata.name === name);
