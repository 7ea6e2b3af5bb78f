// Shutdown in the rendered overlays (docs/decisions/0012): every workload sleeps in preStop so the
// endpoints controller takes the pod out of its Service before SIGTERM, and its grace period holds
// that sleep plus the process's own shutdown cap (the kit's SHUTDOWN_CAP_MS), so Kubernetes never
// kills a process that is still draining.
import { describe, expect, it } from 'vitest';
import { SHUTDOWN_CAP_MS } from '../../packages/kit/src/run-until-stopped.ts';
import { find, overlayNames, readWorkloads, useRenderedOverlays } from './manifests.ts';

const workloads = readWorkloads();
const rendered = useRenderedOverlays();

describe.each(overlayNames)('overlay %s shutdown', (overlay) => {
  it.each(workloads.map((workload) => [workload.name]))(
    '%s leaves its Service before SIGTERM and has time to drain',
    (name) => {
      const pod = find(rendered[overlay], 'Deployment', name)!.spec.template.spec;
      const command: string[] = pod.containers[0].lifecycle?.preStop?.exec?.command ?? [];
      expect(command[0]).toBe('sleep');
      const sleepSeconds = Number(command[1]);
      expect(sleepSeconds).toBeGreaterThanOrEqual(3);
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(sleepSeconds + SHUTDOWN_CAP_MS / 1000 + 2);
    },
  );
});
