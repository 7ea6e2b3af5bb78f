import path from 'node:path';
import { build } from 'esbuild';

/**
 * The embed script bundled as the animation service bundles it at its start; with `globalName`,
 * the package's entry instead (what the web app imports), as a global for a test page.
 */
export async function bundleEmbed(globalName?: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, globalName ? '../../src/index.ts' : '../../src/embed.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    globalName,
  });
  return result.outputFiles[0]!.text;
}
