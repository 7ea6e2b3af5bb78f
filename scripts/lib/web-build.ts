import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run, runAsync, step } from './shell.ts';

const webDir = path.join(repoRoot, 'web');
// WEB_BUILD_DIR (also read by web/react-router.config.ts and web/server.ts) keeps a second build apart.
const serverBundle = path.join(webDir, process.env.WEB_BUILD_DIR ?? 'build', 'server/index.js');

/**
 * Builds the web app when its bundle is missing or older than any source file. `WEB_BUILD=reuse`
 * keeps an existing bundle however old: for running service suites while web/app is being edited.
 */
export function ensureWebBuild(options: { force?: boolean } = {}): void {
  if (!isBuildNeeded(options)) return;
  step('building the web app');
  run('npm', ['run', 'build', '--workspace', '@matchwire/web']);
}

/** The same, keeping this process's event loop free: for building while other processes start. */
export async function ensureWebBuildAsync(options: { force?: boolean } = {}): Promise<void> {
  if (!isBuildNeeded(options)) return;
  step('building the web app');
  await runAsync('npm', ['run', 'build', '--workspace', '@matchwire/web']);
}

function isBuildNeeded(options: { force?: boolean }): boolean {
  if (options.force) return true;
  if (process.env.WEB_BUILD === 'reuse' && existsSync(serverBundle)) return false;
  return !existsSync(serverBundle) || newestMtime(path.join(webDir, 'app')) >= statSync(serverBundle).mtimeMs;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}
