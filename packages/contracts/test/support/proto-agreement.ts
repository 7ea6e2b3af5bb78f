import { readFileSync } from 'node:fs';
import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { z } from 'zod';
import { eventPrefix, type TEventDefinition } from '../../src/event.ts';

const workloadNames = new Set<string>(
  (
    JSON.parse(readFileSync(new URL('../../../../deploy/workloads.json', import.meta.url), 'utf8')) as {
      workloads: Array<{ name: string }>;
    }
  ).workloads.map((workload) => workload.name),
);

/**
 * What disagrees between the event definitions and proto's registry of wire messages: a type on one
 * side only, a producer or consumer that is no workload, a field on one side only, or a field whose
 * types differ. Empty when they agree. Takes both sides as arguments so a test can prove it fails.
 */
export function findDisagreements(
  definitions: Record<string, TEventDefinition>,
  wireMessages: Record<string, DescMessage>,
): string[] {
  const problems: string[] = [];
  for (const type of Object.keys(wireMessages)) {
    if (!Object.hasOwn(definitions, type)) problems.push(`${type}: registered in proto, but has no definition`);
  }
  for (const [type, definition] of Object.entries(definitions)) {
    const message = wireMessages[type];
    if (!message) {
      problems.push(`${type}: defined, but proto registers no message for it`);
      continue;
    }
    if (definition.type !== type) problems.push(`${type}: its definition names ${definition.type}`);
    if (!type.startsWith(`${eventPrefix(definition.producer)}.`))
      problems.push(`${type}: produced by ${definition.producer}`);
    for (const workload of [definition.producer, ...definition.consumers]) {
      if (!workloadNames.has(workload)) problems.push(`${type}: ${workload} is no workload of deploy/workloads.json`);
    }
    problems.push(...fieldDisagreements(type, definition.payload, message));
  }
  return problems;
}

function fieldDisagreements(type: string, payload: z.ZodObject, message: DescMessage): string[] {
  const schema = z.toJSONSchema(payload, {
    unrepresentable: 'any',
    // JSON Schema has no bigint: mark it, so a 64-bit field (a bigint in protobuf-es) can be matched.
    override: (context) => {
      if (context.zodSchema._zod.def.type === 'bigint') context.jsonSchema.type = 'bigint' as 'integer';
    },
  }) as TJsonSchema;
  return messageDisagreements(type, '', schema.properties ?? {}, message);
}

/** The fields of one message against one object's properties; a list of messages is compared field by field. */
function messageDisagreements(
  type: string,
  path: string,
  properties: Record<string, TJsonSchema>,
  message: DescMessage,
): string[] {
  const problems: string[] = [];
  const wireFields = new Map(message.fields.map((field) => [field.localName, field]));
  for (const name of Object.keys(properties)) {
    if (!wireFields.has(name)) problems.push(`${type}: field ${path}${name} is not in ${message.typeName}`);
  }
  for (const [name, field] of wireFields) {
    const property = properties[name];
    if (!property) {
      problems.push(`${type}: ${message.typeName} field ${name} is not in the definition`);
      continue;
    }
    const [wire, defined] = [wireKind(field), definedKind(property)];
    if (wire !== defined)
      problems.push(`${type}: field ${path}${name} is ${wire} on the wire but ${defined} in the definition`);
    else if (field.fieldKind === 'list' && field.listKind === 'message')
      problems.push(
        ...messageDisagreements(type, `${path}${name}[].`, property.items?.properties ?? {}, field.message),
      );
  }
  return problems;
}

type TJsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  items?: TJsonSchema;
  properties?: Record<string, TJsonSchema>;
};

const scalarKinds: Partial<Record<ScalarType, string>> = {
  [ScalarType.STRING]: 'string',
  [ScalarType.BOOL]: 'boolean',
  [ScalarType.INT32]: 'integer',
  [ScalarType.UINT32]: 'integer',
  [ScalarType.SINT32]: 'integer',
  [ScalarType.FIXED32]: 'integer',
  [ScalarType.SFIXED32]: 'integer',
  // protobuf-es reads 64-bit integers as bigint (as string only with `jstype = JS_STRING`, see wireKind).
  [ScalarType.INT64]: 'bigint',
  [ScalarType.UINT64]: 'bigint',
  [ScalarType.SINT64]: 'bigint',
  [ScalarType.FIXED64]: 'bigint',
  [ScalarType.SFIXED64]: 'bigint',
  [ScalarType.DOUBLE]: 'number',
  [ScalarType.FLOAT]: 'number',
};

/** A field's kind as protobuf-es decodes it: `string`, `integer`, `enum(0,1,2)`, `list<string>`, … */
function wireKind(field: DescField): string {
  const scalar = (type: ScalarType) => scalarKinds[type] ?? `${ScalarType[type]} (not covered by this check)`;
  const enumOf = (values: readonly { number: number }[]) => `enum(${values.map((value) => value.number).join(',')})`;
  switch (field.fieldKind) {
    case 'scalar':
      return field.longAsString ? 'string' : scalar(field.scalar);
    case 'enum':
      return enumOf(field.enum.values);
    case 'list':
      if (field.listKind === 'scalar') return `list<${scalar(field.scalar)}>`;
      if (field.listKind === 'enum') return `list<${enumOf(field.enum.values)}>`;
      return 'list<message>';
    default:
      return `${field.fieldKind} (not covered by this check)`;
  }
}

/** The same kind, read from the JSON Schema of a definition's field; a union must be of one kind. */
function definedKind(schema: TJsonSchema): string {
  if (schema.anyOf) {
    const kinds = [...new Set(schema.anyOf.map(definedKind))];
    return kinds.length === 1 ? kinds[0]! : `one of ${kinds.join(' | ')}`;
  }
  if (schema.enum && schema.enum.every((value) => typeof value === 'number'))
    return `enum(${[...schema.enum].sort((a, b) => Number(a) - Number(b)).join(',')})`;
  if (schema.type === 'array') return `list<${schema.items ? definedKind(schema.items) : 'anything'}>`;
  // An object is a message on the wire; messageDisagreements compares its fields.
  if (schema.type === 'object') return 'message';
  // A union of whole-number literals (1 | 2 | 3) is an integer on the wire.
  if (schema.const !== undefined) return Number.isInteger(schema.const) ? 'integer' : typeof schema.const;
  return schema.type ?? 'anything';
}
