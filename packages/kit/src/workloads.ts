/**
 * The one list of deployable workloads, `deploy/workloads.json`, read through one zod schema.
 * Everything that names every workload — compose, the kustomize base and overlays, skaffold, the
 * local stack, the database roles and schemas, each caller's upstream variables — is generated from
 * it or checked against it (deploy/README.md#one-list-of-workloads).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const workloadsFile = new URL('../../../deploy/workloads.json', import.meta.url);

const ZName = z.string().regex(/^[a-z][a-z0-9-]*[a-z0-9]$/, 'lower-case letters, digits and "-"');
const ZPort = z.number().int().min(1).max(65_535);

/**
 * The prod overlay's HorizontalPodAutoscaler, where a workload needs other numbers than its kind's
 * defaults (deploy/generate/kubernetes.ts, `scalingOf`). At least two replicas: the PodDisruptionBudget
 * keeps one available, so a node drain can always evict one.
 */
export const ZScaling = z.strictObject({
  minReplicas: z.number().int().min(2).optional(),
  maxReplicas: z.number().int().min(2).max(50).optional(),
  /** Average CPU use, in percent of the pods' requests, that the HPA aims for. */
  cpuUtilization: z.number().int().min(10).max(95).optional(),
});

export const ZWorkload = z.strictObject({
  name: ZName,
  kind: z.enum(['gateway', 'web', 'service']),
  /** Its public port: API and pages. */
  port: ZPort,
  /** Health, readiness and metrics (probes, Prometheus); never in a Service. Web has none. */
  opsPort: ZPort.optional(),
  /** The file the image runs (tsx). */
  entry: z.string().min(1),
  /** Run in the image before it starts, e.g. web's bundle. */
  buildScript: z.string().optional(),
  /** Workloads that call it on `port` (`ingress`: the ingress controller); the prod NetworkPolicies allow only these. */
  callers: z.array(z.string()),
  /** Data stores it connects to; the prod NetworkPolicies give only their users egress to each. */
  stores: z.array(z.enum(['postgres', 'redis', 'kafka'])),
  /** Optional: the prod HPA's replicas and CPU target, where the kind's defaults do not fit. */
  scaling: ZScaling.optional(),
});
export type TWorkload = z.infer<typeof ZWorkload>;

export const ZWorkloadList = z
  .strictObject({ $comment: z.string().optional(), workloads: z.array(ZWorkload).min(1) })
  .superRefine(({ workloads }, context) => {
    const names = new Set(workloads.map((workload) => workload.name));
    const problem = (message: string) => context.addIssue({ code: 'custom', message, path: ['workloads'] });
    if (names.size !== workloads.length) problem('workload names must be unique');
    if (new Set(workloads.map((w) => w.port)).size !== workloads.length) problem('ports must be unique');
    for (const workload of workloads) {
      for (const caller of workload.callers)
        if (caller !== 'ingress' && !names.has(caller)) problem(`${workload.name}: caller ${caller} is no workload`);
      if ((workload.kind === 'web') !== (workload.opsPort === undefined))
        problem(`${workload.name}: every workload but web has an opsPort`);
      const { minReplicas = 2, maxReplicas } = workload.scaling ?? {};
      if (maxReplicas !== undefined && maxReplicas < minReplicas)
        problem(`${workload.name}: scaling.maxReplicas is below minReplicas`);
    }
    for (const kind of ['gateway', 'web'] as const)
      if (workloads.filter((w) => w.kind === kind).length !== 1) problem(`exactly one workload of kind ${kind}`);
  });

/** The workloads of `deploy/workloads.json` (or of another copy of the list), validated. */
export function readWorkloads(file: string | URL = workloadsFile): TWorkload[] {
  const parsed = ZWorkloadList.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${String(file)}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.workloads;
}

/** The variable that holds a workload's address for its callers: `docs` → `DOCS_URL`, `data-api` → `DATA_API_URL`. */
export function upstreamVariable(name: string): string {
  return `${name.toUpperCase().replaceAll('-', '_')}_URL`;
}

/**
 * The workloads `caller` calls, each reached through its {@link upstreamVariable}. The gateway is
 * not among them: the web server reaches it as `API_URL`, its public address.
 */
export function upstreamsOf(workloads: TWorkload[], caller: string): TWorkload[] {
  return workloads.filter((workload) => workload.kind !== 'gateway' && workload.callers.includes(caller));
}

/** The services that own a PostgreSQL schema and role (`<name>`, `svc_<name>`). */
export function databaseServices(workloads: TWorkload[]): TWorkload[] {
  return workloads.filter((workload) => workload.kind === 'service' && workload.stores.includes('postgres'));
}

export const byName = (workloads: TWorkload[], name: string): TWorkload | undefined =>
  workloads.find((workload) => workload.name === name);
