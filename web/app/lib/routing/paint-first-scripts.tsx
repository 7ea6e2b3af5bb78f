import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts, type ScriptsProps } from 'react-router';

type TElement = ReactElement<{
  children?: ReactNode;
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html: string };
}>;

/** RR's hydration script imports each route module with a static `import * as routeN from "…";`. */
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;
/** … and, without lazy route discovery, the route manifest with `import "…";`. */
const BARE_IMPORT = /^import ("[^"\n]+");$/gm;
/** Any static import left: the script is of a shape this file does not know. */
const STATIC_IMPORT = /^\s*import\s*[^\s(]/m;

/**
 * The body of React Router's hydration module, started only after the browser has painted the
 * server's HTML (docs/decisions/0023-paint-first-then-hydrate.md): it waits for the first frame
 * (at once in a hidden tab, which paints nothing), then adds the page's module preloads, so that
 * every script is fetched side by side as before, and imports the route modules dynamically.
 * `undefined` when the script has a static import of a shape not rewritten here (it then runs as it is).
 */
export function startAfterFirstPaint(moduleScript: string, preloads: readonly string[]): string | undefined {
  const body = moduleScript
    .replace(NAMESPACE_IMPORT, 'const $1 = await import($2);')
    .replace(BARE_IMPORT, 'await import($1);');
  if (STATIC_IMPORT.test(body)) return undefined;
  return [
    'await new Promise((painted) => document.visibilityState === "hidden" ? painted() : requestAnimationFrame(() => setTimeout(painted)));',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    body,
  ].join('\n');
}

const isElement = (node: ReactNode): node is TElement => isValidElement(node);
const isModulePreload = (node: TElement) => node.type === 'link' && node.props.rel === 'modulepreload';
/** The body of `node` if it is an inline module script. */
const moduleScriptOf = (node: TElement) =>
  node.type === 'script' && node.props.type === 'module' ? node.props.dangerouslySetInnerHTML?.__html : undefined;

/** The hrefs of the module preloads in `node`, in order. */
function preloadsIn(node: ReactNode): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isElement(child)) return [];
    if (isModulePreload(child)) return child.props.href ? [child.props.href] : [];
    return preloadsIn(child.props.children);
  });
}

/** `node` without its module preloads, its module script's body replaced by `moduleScript`. */
function deferred(node: ReactNode, moduleScript: string): ReactNode {
  return Children.map(node, (child) => {
    if (!isElement(child)) return child;
    if (isModulePreload(child)) return null;
    if (moduleScriptOf(child) !== undefined) {
      return cloneElement(child, { dangerouslySetInnerHTML: { __html: moduleScript } });
    }
    const { children } = child.props;
    return children === undefined ? child : cloneElement(child, {}, deferred(children, moduleScript));
  });
}

/** The module script in `node`, if there is one. */
function moduleScriptIn(node: ReactNode): string | undefined {
  for (const child of Children.toArray(node)) {
    if (!isElement(child)) continue;
    const html = moduleScriptOf(child);
    if (html !== undefined) return html;
    const inner = moduleScriptIn(child.props.children);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * React Router's `<Scripts>`, with the hydration started after the first paint (see
 * `startAfterFirstPaint`): the same elements, less the module preloads, which the hydration module
 * adds itself once the page is on screen. Rendered identically on the server and during
 * hydration; after hydration React Router renders no scripts, and neither does this.
 */
export function PaintFirstScripts(props: ScriptsProps) {
  // Scripts is called, not rendered, to rewrite what it returns: its hooks run as this component's
  // own, unconditionally and in the same order on every render.
  const scripts = Scripts(props);
  const moduleScript = moduleScriptIn(scripts);
  if (!scripts || moduleScript === undefined) return scripts;
  const preloads = preloadsIn(scripts);
  const started = startAfterFirstPaint(moduleScript, preloads);
  return started === undefined ? scripts : <>{deferred(scripts, started)}</>;
}
