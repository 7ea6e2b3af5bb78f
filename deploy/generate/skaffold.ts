import type { TWorkload } from '@matchwire/kit/workloads';
import { replaceRegion } from './regions.ts';

/** skaffold.yaml with one artifact per workload, all from the root Dockerfile. */
export function skaffoldFile(current: string, workloads: TWorkload[]): string {
  const artifacts = workloads.map(
    (workload) => `    - image: matchwire/${workload.name}
      docker:
        dockerfile: Dockerfile
        buildArgs: { SERVICE: ${workload.name}, PORT: '${workload.port}' }`,
  );
  return replaceRegion(current, 'artifacts', artifacts.join('\n'));
}
