/**
 * Checks an answer against its reference page's fields (`list[].score`, `home.xg`,
 * `home.starters[]`): every documented field is present wherever its container is, and no item
 * of a documented list carries a field the page does not name. What the tests assert for every
 * interface, so a new page or a new field is covered without a new test.
 */
type TField = { name: string; type: string };

/** Documented fields missing from `data`, as `<path> (<where>)`. */
export function missingDocumentedFields(data: unknown, fields: readonly TField[]): string[] {
  const missing: string[] = [];
  for (const field of fields) {
    const segments = field.name.split('.');
    visit(data, segments, '', (at) => missing.push(`${field.name} (at ${at || 'data'})`));
  }
  return missing;
}

/** Fields served that no documented name covers, by the container they are in. */
export function undocumentedFields(data: unknown, fields: readonly TField[]): string[] {
  const childrenOf = new Map<string, Set<string>>();
  for (const field of fields) {
    const segments = field.name.split('.');
    for (let depth = 0; depth < segments.length; depth++) {
      const container = segments.slice(0, depth).join('.');
      if (depth > 0 && !container.endsWith('[]')) continue;
      const set = childrenOf.get(container) ?? new Set<string>();
      set.add(segments[depth]!.replace(/\[\]$/, ''));
      childrenOf.set(container, set);
    }
  }
  const extra: string[] = [];
  for (const [container, documented] of childrenOf) {
    for (const item of itemsAt(data, container)) {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) continue;
      for (const key of Object.keys(item))
        if (!documented.has(key)) extra.push(container ? `${container}.${key}` : key);
    }
  }
  return [...new Set(extra)];
}

/** The objects a container path names: `''` is data itself, `list[]` each item of data.list. */
function itemsAt(data: unknown, container: string): unknown[] {
  if (container === '') return [data];
  let current: unknown[] = [data];
  for (const segment of container.split('.')) {
    const key = segment.replace(/\[\]$/, '');
    const isArray = segment.endsWith('[]');
    current = current.flatMap((value) => {
      if (value === null || typeof value !== 'object') return [];
      const inner = (value as Record<string, unknown>)[key];
      if (isArray) return Array.isArray(inner) ? inner : [];
      return inner === undefined ? [] : [inner];
    });
  }
  return current;
}

function visit(value: unknown, segments: string[], at: string, onMissing: (at: string) => void): void {
  if (segments.length === 0) return;
  const [segment, ...rest] = segments as [string, ...string[]];
  const key = segment.replace(/\[\]$/, '');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    onMissing(at);
    return;
  }
  const inner = (value as Record<string, unknown>)[key];
  if (inner === undefined) {
    onMissing(at);
    return;
  }
  const path = at ? `${at}.${key}` : key;
  if (segment.endsWith('[]')) {
    if (!Array.isArray(inner)) {
      onMissing(path);
      return;
    }
    inner.forEach((item, index) => visit(item, rest, `${path}[${index}]`, onMissing));
    return;
  }
  visit(inner, rest, path, onMissing);
}
