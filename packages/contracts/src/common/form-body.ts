import { z } from 'zod';

/**
 * POST bodies come as JSON (the web client) or form-encoded (SPEC.md section 7). A form cannot
 * nest, so `page[offset]=0`, `page.offset=0` and `page={"offset":0}` all read as `page: { offset: 0 }`,
 * at any depth: `ticket[type][typeId]=2` (the web client's encoding) reads as `ticket: { type: { typeId: 2 } }`.
 */
export function readNestedBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? {};
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const path = key.match(/^([^.[\]]+)((?:\[[^\]]+\])+|\..+)$/);
    if (path) {
      const names = [path[1]!, ...(path[2]!.startsWith('[') ? path[2]!.slice(1, -1).split('][') : [path[2]!.slice(1)])];
      let holder: Record<string, unknown> | null = nested;
      for (const name of names.slice(0, -1)) {
        const inner: unknown = (holder[name] ??= {});
        holder = typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : null;
        if (holder === null) break;
      }
      if (holder !== null) holder[names.at(-1)!] = value;
    } else {
      nested[key] = readJsonObject(value);
    }
  }
  return nested;
}

function readJsonObject(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trim().startsWith('{')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A body schema that first folds form-encoded nested keys into objects. Typed as `schema` itself
 * (its input and output), so callers are checked against the fields, not against `unknown`; the
 * OpenAPI generator reads a preprocessed schema as the schema it feeds.
 */
export function ZNestedBody<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  return z.preprocess(readNestedBody, schema) as unknown as z.ZodType<z.output<T>, z.input<T>>;
}

/** A boolean from JSON (`true`) or a form (`"true"`, `"1"`). */
export const ZFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');
