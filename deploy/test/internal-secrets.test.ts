// Per-caller credentials of the services' /internal/* routes (docs/decisions/0010): one Secret
// per caller, read only by that caller and by the services whose routes accept it, in both
// overlays and in docker compose; the shared INTERNAL_TOKEN is gone everywhere.
import { internalSecretVariables, type TInternalCaller } from '@matchwire/kit/internal-callers';
import { describe, expect, it } from 'vitest';
import { byKind, overlayNames, readYaml, useRenderedOverlays, type TManifest } from './manifests.ts';

/** Who reads each caller's secret: the caller itself (when it exists yet) and the services that accept it. */
const readers: Record<TInternalCaller, string[]> = {
  gateway: ['account', 'gateway'],
  catalogue: ['catalogue', 'docs'],
  notification: ['account', 'notification'],
  // The back office is not deployed yet; only the services that accept it read its secret.
  backoffice: ['account', 'animation', 'billing', 'catalogue', 'data-api', 'docs'],
  'data-api': ['account', 'billing', 'catalogue', 'data-api'],
  billing: ['billing', 'catalogue'],
  ticket: ['account', 'ticket'],
  animation: ['animation', 'billing', 'data-api'],
};
const rendered = useRenderedOverlays();

type TEnvVar = { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };

/** Per Deployment, the environment variables of its containers. */
function envOf(docs: TManifest[]): [string, TEnvVar[]][] {
  return byKind(docs, 'Deployment').map((deployment) => [
    deployment.metadata.name,
    deployment.spec.template.spec.containers.flatMap((container: { env?: TEnvVar[] }) => container.env ?? []),
  ]);
}

describe.each(overlayNames)('overlay %s', (overlay) => {
  it.each(Object.entries(readers))("mounts %s's secret only into %j", (caller, expected) => {
    const variable = internalSecretVariables[caller as TInternalCaller];
    const secretName = `internal-secret-${caller}`;
    const readBy = envOf(rendered[overlay])
      .filter(([, env]) =>
        env.some((entry) => {
          const ref = entry.valueFrom?.secretKeyRef;
          if (!ref || !(ref.name === secretName || ref.name.startsWith(`${secretName}-`))) return false;
          expect(entry.name).toBe(variable);
          return true;
        }),
      )
      .map(([name]) => name)
      .sort();
    expect(readBy).toEqual(expected);
  });

  it('has no shared internal token left', () => {
    const shared = envOf(rendered[overlay]).filter(([, env]) => env.some((entry) => entry.name === 'INTERNAL_TOKEN'));
    expect(shared).toEqual([]);
  });
});

describe('docker compose', () => {
  it('gives each caller secret only to its readers, required from .env', () => {
    const compose = readYaml<{ services: Record<string, { environment?: Record<string, string> }> }>(
      'docker-compose.yml',
    );
    for (const [caller, expected] of Object.entries(readers)) {
      const variable = internalSecretVariables[caller as TInternalCaller];
      const readBy = Object.entries(compose.services)
        .filter(([, service]) => service.environment?.[variable] !== undefined)
        .map(([name]) => name)
        .sort();
      expect(readBy, variable).toEqual(expected);
      for (const name of readBy) expect(compose.services[name]!.environment![variable]).toMatch(/^\$\{\w+:\?/);
    }
    const shared = Object.keys(compose.services).filter((name) => compose.services[name]!.environment?.INTERNAL_TOKEN);
    expect(shared).toEqual([]);
  });
});
