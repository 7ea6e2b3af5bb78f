import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

const APP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app');

/** React, React DOM and React Router: every page needs all of them (TanStack Query only the console, auth and docs). */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie)[\\/]/;

/** The modules every page loads: the root route and the site shell that every layout renders. */
const SHELL_ROOTS = [path.join(APP_DIR, 'root.tsx'), path.join(APP_DIR, 'components/layout/site-shell.tsx')];

/**
 * Reached from the shell only through its loader (stripped from the browser build) or shared with
 * console pages: left to the default splitting, so that what they import (zod, TanStack Query) is
 * loaded only by the pages that use it.
 */
const OUTSIDE_SHELL = /[\\/]node_modules[\\/]|[\\/]features[\\/][^\\/]+[\\/]api[\\/]|\.server\.tsx?$/;

/**
 * The stylesheets of the shared components (buttons, tables, tabs, bands, …): small files that
 * public pages would otherwise each load as a render-blocking request of its own (four to seven
 * per page, bench/README.md). They join the shell's stylesheet, which every page loads first
 * anyway; their scripts stay where the default splitting puts them.
 */
const SHARED_STYLES = /[\\/]app[\\/]components[\\/].+\.css$/;

function collectStaticImports(ctx: Rolldown.ChunkingContext, roots: string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Two chunks instead of thirty small ones on every page: gzip compresses one file of the shell
 * better than twenty, and each chunk costs its own import glue. Route modules keep their own chunks.
 */
export function createChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let shell: Set<string> | undefined;
  return [
    { name: 'framework', test: FRAMEWORK, priority: 2 },
    {
      name: (moduleId, ctx) => {
        shell ??= collectStaticImports(ctx, SHELL_ROOTS);
        if (SHARED_STYLES.test(moduleId)) return 'shell';
        return shell.has(moduleId) && !OUTSIDE_SHELL.test(moduleId) ? 'shell' : null;
      },
      priority: 1,
    },
  ];
}
