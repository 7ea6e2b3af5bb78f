// Validation of custom resources (Strimzi, CloudNativePG) against the OpenAPI schemas of their
// CustomResourceDefinitions, vendored in deploy/k8s/schemas (its README names the releases). What
// the API server checks of a structural schema: types (int-or-string, nullable), required fields,
// enums, patterns, bounds, lengths, item counts, oneOf/anyOf; and, like `kubectl apply` with its
// default strict field validation, it refuses fields the schema does not know (unless the schema
// preserves unknown fields). CEL rules (x-kubernetes-validations) are not evaluated.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TManifest } from './manifests.ts';

export type TSchema = {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  properties?: Record<string, TSchema>;
  additionalProperties?: boolean | TSchema;
  required?: string[];
  items?: TSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  oneOf?: TSchema[];
  anyOf?: TSchema[];
  nullable?: boolean;
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
};

export const schemaFolder = fileURLToPath(new URL('../k8s/schemas', import.meta.url));

/** The vendored schema of `apiVersion`/`kind`, or undefined when none is vendored. */
export function customResourceSchema(apiVersion: string, kind: string): TSchema | undefined {
  const [group, version] = apiVersion.split('/');
  if (!version) return undefined;
  const file = path.join(schemaFolder, `${group}_${version}_${kind}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TSchema) : undefined;
}

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

function hasType(value: unknown, schema: TSchema): boolean {
  const actual = typeOf(value);
  if (actual === 'null') return schema.nullable === true;
  if (schema['x-kubernetes-int-or-string']) return actual === 'integer' || actual === 'string';
  if (!schema.type) return true;
  if (schema.type === 'number') return actual === 'integer' || actual === 'number';
  return actual === schema.type;
}

/** The problems of `value` against `schema`, each as `<path>: <what>`; empty when it is valid. */
export function schemaErrors(value: unknown, schema: TSchema, at = ''): string[] {
  const where = at || '.';
  if (!hasType(value, schema)) return [`${where}: must be ${schema.type ?? 'integer or string'}, is ${typeOf(value)}`];
  if (value === null) return [];
  const errors: string[] = [];
  if (schema.enum && !schema.enum.some((option) => option === value))
    errors.push(`${where}: must be one of ${schema.enum.map((option) => JSON.stringify(option)).join(', ')}`);
  if (typeof value === 'string') {
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value))
      errors.push(`${where}: must match ${schema.pattern}`);
    if (schema.minLength !== undefined && value.length < schema.minLength)
      errors.push(`${where}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      errors.push(`${where}: longer than ${schema.maxLength}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${where}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${where}: above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      errors.push(`${where}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      errors.push(`${where}: more than ${schema.maxItems} items`);
    if (schema.items)
      value.forEach((item, index) => errors.push(...schemaErrors(item, schema.items!, `${at}[${index}]`)));
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) errors.push(`${at}.${key}: required`);
    for (const [key, child] of Object.entries(object)) {
      const property = schema.properties?.[key];
      if (property) errors.push(...schemaErrors(child, property, `${at}.${key}`));
      else if (typeof schema.additionalProperties === 'object')
        errors.push(...schemaErrors(child, schema.additionalProperties, `${at}.${key}`));
      else if (schema.additionalProperties !== true && !schema['x-kubernetes-preserve-unknown-fields'])
        errors.push(`${at}.${key}: unknown field`);
    }
  }
  // In a structural schema oneOf/anyOf only add constraints (required fields, types) to the above.
  const passes = (branch: TSchema) => branchErrors(value, branch).length === 0;
  if (schema.oneOf && schema.oneOf.filter(passes).length !== 1)
    errors.push(
      `${where}: must match exactly one of ${schema.oneOf.length} alternatives (${schema.oneOf.filter(passes).length} match)`,
    );
  if (schema.anyOf && !schema.anyOf.some(passes)) errors.push(`${where}: matches none of its alternatives`);
  return errors;
}

/** A oneOf/anyOf branch: its constraints only; the fields it does not list are the parent's business. */
const branchErrors = (value: unknown, branch: TSchema) =>
  schemaErrors(value, { ...branch, additionalProperties: true }).filter((error) => !error.endsWith('unknown field'));

const stringMap: TSchema = { type: 'object', additionalProperties: { type: 'string' } };
/** The fields of ObjectMeta that the repository's manifests write. */
const objectMeta: TSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' }, namespace: { type: 'string' }, labels: stringMap, annotations: stringMap },
};

/** The manifest's schema problems; throws when no schema is vendored for its apiVersion and kind. */
export function customResourceErrors(manifest: TManifest): string[] {
  const schema = customResourceSchema(manifest.apiVersion, manifest.kind);
  if (!schema) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
  // The CRD schemas say only `metadata: {type: object}`; the API server checks metadata itself.
  const { metadata, ...rest } = manifest;
  const errors = schemaErrors(rest, { ...schema, required: schema.required?.filter((key) => key !== 'metadata') });
  errors.push(...schemaErrors(metadata, objectMeta, '.metadata'));
  if (!/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(String(metadata?.name)))
    errors.push(`.metadata.name: must be a lower-case DNS subdomain name, is ${JSON.stringify(metadata?.name)}`);
  return errors;
}
