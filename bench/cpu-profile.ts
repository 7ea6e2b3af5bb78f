/**
 * Reads a V8 CPU profile (`node --cpu-prof`, e.g. the gateway's from `bench/gateway-overhead.ts
 * --cpu-prof`) for one stretch of time and says where the busy time went: the share of busy
 * samples by owner (the innermost frame that belongs to a library or to our code: OpenTelemetry,
 * undici, ioredis, Fastify, …; Node's own internals where none does), the functions with the most
 * self time, and, with `--svg`, a flame graph (root at the bottom, width = share of busy samples).
 *
 *   npx tsx bench/cpu-profile.ts <file.cpuprofile> [--phases phases.json --phase 'gateway/8']
 *                                [--svg flame.svg] [--top 25]
 *
 * `--phase target/connections[/run]` keeps the samples taken while that measurement ran (its
 * `startedAt`/`endedAt` in the bench's phases.json, on the profile's monotonic clock).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type TFrame = { functionName: string; url: string; lineNumber: number };
type TNode = { id: number; callFrame: TFrame; children?: number[] };
type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
type TPhase = { target: string; connections: number; run: number; startedAt: number; endedAt: number };

/** Owners by file path, most specific first; a frame of none of them belongs to Node or V8. */
const owners: [string, RegExp][] = [
  ['OpenTelemetry', /@opentelemetry\//],
  ['ioredis', /node_modules\/(?:ioredis|redis-errors|redis-parser|denque|cluster-key-slot|standard-as-callback)\//],
  ['rate limit (@fastify/rate-limit)', /@fastify\/rate-limit\//],
  ['undici', /node_modules\/undici\/|node:internal\/deps\/undici/],
  ['proxy (reply-from, http-proxy)', /@fastify\/(?:reply-from|http-proxy)\//],
  ['jwt (fast-jwt)', /fast-jwt\//],
  ['logs (pino)', /node_modules\/(?:pino|sonic-boom|pino-std-serializers|fast-redact|on-exit-leak-free)\//],
  ['compression', /@fastify\/compress\//],
  ['prom-client', /prom-client\//],
  [
    'Fastify',
    /node_modules\/(?:fastify|find-my-way|avvio|light-my-request|@fastify\/[^/]+|fast-json-stringify|toad-cache|process-warning|abstract-logging|fastq|reusify)\//,
  ],
  ['gateway', /\/gateway\/src\//],
  ['kit', /\/packages\/kit\/src\//],
  ['other package', /node_modules\//],
];

function ownerOf(frame: TFrame): string | undefined {
  for (const [owner, pattern] of owners) if (pattern.test(frame.url)) return owner;
  return undefined;
}

/** Node's internals and V8 (no owner above): by module (`net`, `_http_server`, `stream_base_commons`, …). */
function nodeOwnerOf(frame: TFrame): string {
  if (frame.functionName.startsWith('(')) return frame.functionName;
  if (frame.url.startsWith('node:')) return `Node ${frame.url.replace(/^node:(internal\/)?/, '')}`;
  return frame.url ? 'other' : `native ${frame.functionName || '(anonymous)'}`;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    phases: { type: 'string' },
    phase: { type: 'string' },
    svg: { type: 'string' },
    top: { type: 'string', default: '25' },
  },
});
const file = positionals[0];
if (!file) throw new Error('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [--phases … --phase …] [--svg …]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as TProfile;

let window: [number, number] = [-Infinity, Infinity];
if (values.phase) {
  if (!values.phases) throw new Error('--phase needs --phases <phases.json>');
  const [target, connections, run = '1'] = values.phase.split('/');
  const phase = (JSON.parse(readFileSync(values.phases, 'utf8')) as TPhase[]).find(
    (entry) =>
      entry.target.startsWith(target!) && entry.connections === Number(connections) && entry.run === Number(run),
  );
  if (!phase) throw new Error(`no phase ${values.phase} in ${values.phases}`);
  window = [phase.startedAt, phase.endedAt];
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

/** Busy samples per leaf node within the window. */
const counts = new Map<number, number>();
let time = profile.startTime;
let busy = 0;
let idle = 0;
profile.samples.forEach((id, index) => {
  time += profile.timeDeltas[index]!;
  if (time < window[0] || time > window[1]) return;
  const name = nodes.get(id)!.callFrame.functionName;
  if (name === '(idle)') return void idle++;
  if (name === '(program)' && !values.phase) return;
  busy++;
  counts.set(id, (counts.get(id) ?? 0) + 1);
});

function stackOf(id: number): TFrame[] {
  const stack: TFrame[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) stack.push(nodes.get(at)!.callFrame);
  return stack.reverse().slice(1); // without "(root)"
}

const byOwner = new Map<string, number>();
const bySelf = new Map<string, number>();
const folded = new Map<string, number>();
for (const [id, count] of counts) {
  const stack = stackOf(id);
  const leaf = stack.at(-1)!;
  const owned = [...stack].reverse().map(ownerOf).find(Boolean);
  const owner = owned ?? nodeOwnerOf(leaf);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + count);
  const self = `${leaf.functionName || '(anonymous)'} ${leaf.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(gateway|packages|services)\//, '$1/')}:${leaf.lineNumber + 1}`;
  bySelf.set(self, (bySelf.get(self) ?? 0) + count);
  const key = stack.map((frame) => frame.functionName || '(anonymous)').join(';');
  folded.set(key, (folded.get(key) ?? 0) + count);
}

const share = (count: number) => `${((100 * count) / busy).toFixed(1).padStart(5)} %`;
const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
process.stdout.write(
  `${file}${values.phase ? `, phase ${values.phase}` : ''}: ${busy} busy samples, ${idle} idle\n\nby owner (innermost frame of a library or of ours):\n`,
);
for (const [owner, count] of sorted(byOwner)) process.stdout.write(`${share(count)}  ${owner}\n`);
process.stdout.write('\nmost self time:\n');
for (const [name, count] of sorted(bySelf).slice(0, Number(values.top)))
  process.stdout.write(`${share(count)}  ${name}\n`);

if (values.svg) writeFileSync(values.svg, flameGraph(folded, busy, values.phase ?? file));

/** An SVG flame graph of folded stacks: one box per frame, as wide as its share, callers below callees. */
function flameGraph(stacks: Map<string, number>, total: number, title: string): string {
  type TBox = { name: string; count: number; children: Map<string, TBox> };
  const root: TBox = { name: 'all', count: 0, children: new Map() };
  for (const [stack, count] of stacks) {
    root.count += count;
    let box = root;
    for (const name of stack.split(';')) {
      let child = box.children.get(name);
      if (!child) box.children.set(name, (child = { name, count: 0, children: new Map() }));
      child.count += count;
      box = child;
    }
  }
  const width = 1200;
  const rowHeight = 16;
  const minWidth = 1;
  const rows: string[] = [];
  let depth = 0;
  const place = (box: TBox, x: number, level: number) => {
    const boxWidth = (box.count / total) * width;
    if (boxWidth < minWidth) return;
    depth = Math.max(depth, level);
    rows.push(JSON.stringify({ x, level, boxWidth, name: box.name, count: box.count }));
    let childX = x;
    for (const child of [...box.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      place(child, childX, level + 1);
      childX += (child.count / total) * width;
    }
  };
  place(root, 0, 0);
  const height = (depth + 1) * rowHeight + 40;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const boxes = rows.map((row) => {
    const { x, level, boxWidth, name, count } = JSON.parse(row) as {
      x: number;
      level: number;
      boxWidth: number;
      name: string;
      count: number;
    };
    const y = height - 20 - (level + 1) * rowHeight;
    const hue = 20 + ((name.length * 37) % 40);
    const label = boxWidth > 40 ? escape(name.slice(0, Math.floor(boxWidth / 7))) : '';
    return (
      `<g><title>${escape(name)} (${((100 * count) / total).toFixed(2)} %)</title>` +
      `<rect x="${x.toFixed(1)}" y="${y}" width="${boxWidth.toFixed(1)}" height="${rowHeight - 1}" fill="hsl(${hue},90%,60%)"/>` +
      (label ? `<text x="${(x + 3).toFixed(1)}" y="${y + 12}">${label}</text>` : '') +
      '</g>'
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="monospace" font-size="11">` +
    `<text x="4" y="14">${escape(title)}: ${total} busy samples; width = share of them</text>` +
    boxes.join('\n') +
    '</svg>\n'
  );
}
