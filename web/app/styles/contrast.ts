/**
 * WCAG 2.2 contrast of the design tokens: reads tokens.css, resolves var() chains and computes the
 * ratio of a foreground over a (possibly layered, translucent) background. Used by contrast.test.ts,
 * which holds the list of pairs the site uses and keeps docs/accessibility.md's table in step.
 */

export type TRgba = { r: number; g: number; b: number; a: number };

/** Every `--name: value;` declared in the stylesheet (the last declaration wins). */
export function readCustomProperties(css: string): Map<string, string> {
  const properties = new Map<string, string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/gi)) {
    properties.set(match[1]!, match[2]!.trim().replace(/\s+/g, ' '));
  }
  return properties;
}

/** A token's value with every var() replaced, e.g. `--color-accent-text` → `#07794a`. */
export function resolveToken(properties: Map<string, string>, name: string, seen: string[] = []): string {
  if (seen.includes(name)) throw new Error(`circular token: ${[...seen, name].join(' → ')}`);
  const value = properties.get(name);
  if (value === undefined) throw new Error(`unknown token ${name}`);
  return value.replace(/var\((--[a-z0-9-]+)\)/gi, (_, inner: string) =>
    resolveToken(properties, inner, [...seen, name]),
  );
}

/** `#rgb`, `#rrggbb`, `rgb(r g b)` and `rgb(r g b / a)`; anything else is an error (a token the test cannot judge). */
export function parseColour(value: string): TRgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*([\d.]+)\s*)?\)$/i.exec(value);
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: rgb[4] ? Number(rgb[4]) : 1 };
  throw new Error(`not a colour: ${value}`);
}

/** `top` painted over the opaque `bottom`. */
export function composite(top: TRgba, bottom: TRgba): TRgba {
  const mix = (t: number, b: number) => Math.round(t * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: TRgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: TRgba, b: TRgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function toHex({ r, g, b }: TRgba): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Background layers, top first; the last must be opaque. */
export function flattenLayers(layers: TRgba[]): TRgba {
  const base = layers.at(-1);
  if (!base || base.a !== 1) throw new Error('the bottom background layer must be opaque');
  return layers.slice(0, -1).reduceRight((below, layer) => composite(layer, below), base);
}
