// The gateway's identity-assertion key pair (docs/decisions/0009): the private half is mounted
// only into the gateway, the public half only into the services that verify assertions, in both
// overlays and in docker compose.
import { describe, expect, it } from 'vitest';
import { byKind, overlayNames, readYaml, useRenderedOverlays, type TManifest } from './manifests.ts';

const rendered = useRenderedOverlays();
const readers = {
  GATEWAY_IDENTITY_PRIVATE_KEY: ['gateway'],
  GATEWAY_IDENTITY_PUBLIC_KEY: ['account', 'animation', 'billing', 'catalogue', 'data-api', 'ticket'],
};

type TEnvVar = { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };

/** The Deployments whose containers read `variable`, and the Secrets they read it from. */
function readersOf(docs: TManifest[], variable: string): { deployments: string[]; secrets: string[] } {
  const found = byKind(docs, 'Deployment').flatMap((deployment) =>
    deployment.spec.template.spec.containers
      .flatMap((container: { env?: TEnvVar[] }) => container.env ?? [])
      .filter((entry: TEnvVar) => entry.name === variable)
      .map((entry: TEnvVar) => ({
        deployment: deployment.metadata.name as string,
        secret: entry.valueFrom?.secretKeyRef?.name,
      })),
  );
  return {
    deployments: found.map((entry) => entry.deployment).sort(),
    // The dev overlay's generator appends a content hash to the name.
    secrets: [...new Set(found.map((entry) => entry.secret?.replace(/-[a-z0-9]{10}$/, '') ?? '(not a Secret)'))],
  };
}

describe.each(overlayNames)('overlay %s', (overlay) => {
  it.each(Object.entries(readers))('mounts %s only into %j, from a Secret', (variable, expected) => {
    const found = readersOf(rendered[overlay], variable);
    expect(found.deployments).toEqual(expected);
    expect(found.secrets).toEqual([
      variable === 'GATEWAY_IDENTITY_PRIVATE_KEY' ? 'gateway-identity-key' : 'gateway-identity-public-key',
    ]);
  });
});

describe('docker compose', () => {
  it.each(Object.entries(readers))('gives %s only to %j, from .env', (variable, expected) => {
    const compose = readYaml<{ services: Record<string, { environment?: Record<string, string> }> }>(
      'docker-compose.yml',
    );
    const given = Object.entries(compose.services)
      .filter(([, service]) => service.environment && variable in service.environment)
      .map(([name]) => name)
      .sort();
    expect(given).toEqual(expected);
    for (const name of given) expect(compose.services[name]!.environment![variable]).toMatch(/^\$\{\w+:\?/);
  });
});
