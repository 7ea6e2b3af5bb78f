/**
 * `npm run generate`: writes every file that deploy/workloads.json determines (deploy/README.md#one-list-of-workloads).
 * `--check` writes nothing and exits 1 naming the files that are stale. deploy/test/generated.test.ts
 * runs the check; deploy/test/adding-a-service.test.ts runs it on a copy with one more service.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWorkloads } from '@matchwire/kit/workloads';
import { format, resolveConfig } from 'prettier';
import { composeFile } from './compose.ts';
import {
  baseWorkloads,
  devDatabaseUrls,
  horizontalPodAutoscalers,
  podDisruptionBudgets,
  upstreamUrls,
} from './kubernetes.ts';
import { networkPolicies } from './network-policies.ts';
import { databaseClusterResources, databaseNetworkPolicy, databaseUrlPatches, kafkaTopics } from './operators.ts';
import { postgresInitSql } from './postgres-init.ts';
import { skaffoldFile } from './skaffold.ts';

export const defaultRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every generated file of the repository at `root` (its own deploy/workloads.json), by path relative to it. */
export async function generatedFiles(root: string = defaultRoot): Promise<Record<string, string>> {
  const workloads = readWorkloads(path.join(root, 'deploy/workloads.json'));
  const current = (relative: string) => readFileSync(path.join(root, relative), 'utf8');
  const files: Record<string, string> = {
    'deploy/k8s/components/dev-infra/postgres-init.sql': postgresInitSql(workloads),
    'deploy/k8s/base/workloads.generated.yaml': baseWorkloads(workloads),
    'deploy/k8s/base/upstreams.generated.env': upstreamUrls(workloads),
    'deploy/k8s/overlays/dev/database-urls.generated.env': devDatabaseUrls(workloads),
    'deploy/k8s/overlays/prod/pdb.generated.yaml': podDisruptionBudgets(workloads),
    'deploy/k8s/overlays/prod/hpa.generated.yaml': horizontalPodAutoscalers(workloads),
    'deploy/k8s/overlays/prod/network-policies.generated.yaml': networkPolicies(workloads),
    'deploy/k8s/components/strimzi-kafka/topics.generated.yaml': kafkaTopics(),
    'deploy/k8s/components/cloudnative-pg/cluster.generated.yaml': databaseClusterResources(workloads),
    'deploy/k8s/components/cloudnative-pg/database-urls.generated.yaml': databaseUrlPatches(workloads),
    'deploy/k8s/components/cloudnative-pg/network-policy.generated.yaml': databaseNetworkPolicy(workloads),
    'docker-compose.yml': composeFile(current('docker-compose.yml'), workloads),
    'skaffold.yaml': skaffoldFile(current('skaffold.yaml'), workloads),
  };
  // Formatted as `npm run lint` expects (prettier checks the YAML).
  // The repository's prettier options, also for a copy elsewhere (deploy/test/adding-a-service.test.ts).
  const options = await resolveConfig(path.join(defaultRoot, 'docker-compose.yml'));
  for (const [relative, text] of Object.entries(files))
    if (relative.endsWith('.yaml') || relative.endsWith('.yml'))
      files[relative] = await format(text, { ...options, filepath: relative });
  return files;
}

/** The generated files whose content on disk differs from what the list gives. */
export async function staleFiles(root: string = defaultRoot): Promise<string[]> {
  const files = await generatedFiles(root);
  return Object.keys(files).filter((relative) => readOrEmpty(path.join(root, relative)) !== files[relative]);
}

/** Writes the stale generated files and names them. */
export async function writeGeneratedFiles(root: string = defaultRoot): Promise<string[]> {
  const files = await generatedFiles(root);
  const stale = Object.keys(files).filter((relative) => readOrEmpty(path.join(root, relative)) !== files[relative]);
  for (const relative of stale) writeFileSync(path.join(root, relative), files[relative]!);
  return stale;
}

const readOrEmpty = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length) {
      console.error(`stale, run \`npm run generate\`: ${stale.join(', ')}`);
      process.exit(1);
    }
  } else {
    const written = await writeGeneratedFiles();
    console.log(written.length ? `generated ${written.join(', ')}` : 'generated files are up to date');
  }
}
