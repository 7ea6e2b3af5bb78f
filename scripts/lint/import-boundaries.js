// The import boundaries of docs/architecture.md ("One habit per kind of file"), as one ESLint rule.
// It resolves each import to the file it names (relative paths, web's `~/` alias, @matchwire/*
// workspaces), so a boundary cannot be crossed by spelling the path another way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_APP = path.join(ROOT, 'web/app');
const FEATURES = path.join(WEB_APP, 'features');
/**
 * The route table and the route modules compose pages from features and may import a feature's inner
 * modules directly: a page's chunk then holds only the modules it uses (an index would bring them all).
 * End-to-end tests may too, to check what they need against a feature's own rules.
 */
const ROUTE_MODULES = ['app/routes.ts', 'app/routes', 'app/root.tsx', 'app/root-data.ts', 'tests'].map((entry) =>
  path.join(ROOT, 'web', entry),
);
/** The shell and the helpers below features: they never import a feature. */
const BELOW_FEATURES = [path.join(WEB_APP, 'components'), path.join(WEB_APP, 'lib'), path.join(WEB_APP, 'i18n')];

/** @matchwire/<name> → its workspace folder. */
function readWorkspaces() {
  const folders = new Map();
  for (const group of ['packages', 'services']) {
    for (const name of readdirSync(path.join(ROOT, group))) folders.set(name, path.join(ROOT, group, name));
  }
  folders.set('gateway', path.join(ROOT, 'gateway'));
  folders.set('web', path.join(ROOT, 'web'));
  const byPackage = new Map();
  for (const folder of folders.values()) {
    try {
      byPackage.set(JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).name, folder);
    } catch {
      // A folder without package.json is no workspace.
    }
  }
  return byPackage;
}
const WORKSPACES = readWorkspaces();

function isInside(file, folder) {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The file or folder an import names, or null for an npm package. */
export function resolveImport(specifier, fromFile) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (specifier.startsWith('~/') && isInside(fromFile, path.join(ROOT, 'web'))) {
    return path.join(WEB_APP, specifier.slice(2));
  }
  const match = /^(@matchwire\/[^/]+)(\/.*)?$/.exec(specifier);
  if (match && WORKSPACES.has(match[1])) return path.join(WORKSPACES.get(match[1]), match[2] ?? '');
  return null;
}

/** 'services/<name>', 'packages/<name>', 'gateway', 'web' or null. */
function workloadOf(file) {
  const [top, name] = path.relative(ROOT, file).split(path.sep);
  if (top === 'services' || top === 'packages') return name ? `${top}/${name}` : null;
  return top === 'gateway' || top === 'web' ? top : null;
}

/** kit's outbox module (enqueueEvents, OutboxRelay), by package path or by file. */
function isOutboxRelayModule(target) {
  const inKit = path.relative(path.join(ROOT, 'packages/kit'), target).replace(/\.ts$/, '');
  return inKit === 'bus/outbox' || inKit === 'src/bus/outbox';
}

function featureOf(file) {
  if (!isInside(file, FEATURES)) return null;
  return path.relative(FEATURES, file).split(path.sep)[0] || null;
}

function isFeatureIndex(target, feature) {
  const inner = path.relative(path.join(FEATURES, feature), target);
  return inner === '' || /^index(\.tsx?)?$/.test(inner);
}

/** Why importing `target` from `file` crosses a boundary, or null when it may. */
export function boundaryViolation(file, target) {
  const from = workloadOf(file);
  const to = workloadOf(target);
  if (from?.startsWith('services/') && to !== from && to !== null && !to.startsWith('packages/')) {
    return `${from} imports ${to}: a service never imports another workload; call its HTTP contract (packages/contracts) or consume its events`;
  }
  if (from?.startsWith('packages/') && to !== null && !to.startsWith('packages/')) {
    return `${from} imports ${to}: shared packages depend on no service, gateway or web (they all depend on the packages)`;
  }
  if ((from === 'gateway' || from === 'web') && to !== from && to !== null && !to.startsWith('packages/')) {
    return `${from} imports ${to}: the gateway and web reach the services through their HTTP contracts (packages/contracts)`;
  }
  if ((from?.startsWith('services/') || from === 'gateway') && isOutboxRelayModule(target)) {
    return `${from} imports kit's outbox relay: a service writes events only through its outbox writer (deps.outbox.inTransaction), which nudges the relay after the commit`;
  }
  const feature = featureOf(target);
  if (feature === null || featureOf(file) === feature) return null;
  if (BELOW_FEATURES.some((folder) => isInside(file, folder))) {
    return `${path.relative(ROOT, file)} imports features/${feature}: the shell, lib and i18n never import a feature; the root route hands the shell its feature pieces (components/layout/shell-parts.tsx)`;
  }
  if (isFeatureIndex(target, feature) || ROUTE_MODULES.some((entry) => isInside(file, entry))) return null;
  return `features/${feature} is imported past its index: import from '~/features/${feature}', whose index.ts lists what other features may use (add it there)`;
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between workloads, and between web features, the shell and lib' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    function check(node) {
      if (typeof node.source?.value !== 'string') return;
      const target = resolveImport(node.source.value, file);
      const reason = target && boundaryViolation(file, target);
      if (reason) context.report({ node: node.source, message: reason });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
