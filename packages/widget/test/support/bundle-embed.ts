import path from 'node:path';
import { build } from 'esbuild';

/** The embed script bundled as the animation service bundles it at its start. */
export async function bundleEmbed(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, '../../src/embed.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  return result.outputFiles[0]!.text;
}
