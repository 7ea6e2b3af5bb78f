import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The embeddable script as the browser gets it, and its ETag. */
export type TBundledScript = { bytes: Uint8Array; etag: string };

/**
 * The widget's embed script (packages/widget/src/embed.ts), bundled once at start with esbuild
 * (one IIFE, minified, ES2020) and served from memory. A missing or broken entry fails the start:
 * a service that could not serve its script must not look healthy.
 */
export class WidgetScript {
  private bundled: TBundledScript | undefined;

  constructor(private readonly entry: string = defaultEntry()) {}

  async build(): Promise<void> {
    const result = await build({
      entryPoints: [this.entry],
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      write: false,
      logLevel: 'silent',
    });
    const bytes = result.outputFiles[0]!.contents;
    this.bundled = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
  }

  get script(): TBundledScript {
    if (!this.bundled) throw new Error('the widget script is bundled at start (WidgetScript.build)');
    return this.bundled;
  }
}

/** Beside the widget package's entry (`@matchwire/widget` is src/index.ts). */
function defaultEntry(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.resolve('@matchwire/widget'))), 'embed.ts');
}
