/**
 * Vendors the OpenAPI schema of custom resources from their CustomResourceDefinitions, for
 * deploy/test/manifests.ts (validateManifest) to check the components' custom resources offline.
 * `npx tsx deploy/k8s/schemas/vendor-crd-schemas.ts <crd.yaml>...` writes `<group>_<version>_<Kind>.json`
 * beside this file for every served version, without the descriptions (the schema is what is checked).
 * Which operator releases the files come from: README.md here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

type TCrd = {
  kind: string;
  spec: {
    group: string;
    names: { kind: string };
    versions: { name: string; served: boolean; schema: { openAPIV3Schema: unknown } }[];
  };
};

const withoutDescriptions = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutDescriptions);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      // `description` as a schema keyword only; a property named description keeps its schema.
      .filter(([key, value]) => key !== 'description' || typeof value !== 'string')
      .map(([key, value]) => [key, withoutDescriptions(value)]),
  );
};

for (const file of process.argv.slice(2)) {
  for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
    const crd = document.toJS() as TCrd | null;
    if (crd?.kind !== 'CustomResourceDefinition') continue;
    for (const version of crd.spec.versions.filter((v) => v.served)) {
      const name = `${crd.spec.group}_${version.name}_${crd.spec.names.kind}.json`;
      const schema = withoutDescriptions(version.schema.openAPIV3Schema);
      writeFileSync(fileURLToPath(new URL(name, import.meta.url)), `${JSON.stringify(schema)}\n`);
      console.log(`wrote ${name}`);
    }
  }
}
