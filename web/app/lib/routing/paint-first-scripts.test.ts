import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './paint-first-scripts';

/** React Router's hydration module as `<Scripts>` writes it (route discovery lazy, then eager). */
const lazyDiscovery = `;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-2.js";
  window.__reactRouterManifest = {"url": "/assets/manifest-3.js"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;
const eagerDiscovery = `import "/assets/manifest-3.js";
import * as route0 from "/assets/root-1.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-4.js");`;

describe('startAfterFirstPaint', () => {
  it('waits for the first paint, preloads every script together, then imports the route modules', () => {
    const started = startAfterFirstPaint(lazyDiscovery, ['/assets/entry.client-4.js', '/assets/framework-5.js'])!;
    const lines = started.split('\n');
    expect(lines[0]).toContain('requestAnimationFrame(() => setTimeout(painted))');
    expect(lines[0]).toContain('document.visibilityState === "hidden" ? painted()');
    expect(lines[1]).toContain('["/assets/entry.client-4.js","/assets/framework-5.js"]');
    expect(lines[1]).toContain('rel: "modulepreload"');
    expect(started).toContain('const route0 = await import("/assets/root-1.js");');
    expect(started).toContain('const route1 = await import("/assets/home-2.js");');
    expect(started).not.toMatch(/^import \*/m);
    // The rest of React Router's script is kept as it was, after the imports.
    expect(started).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(started.indexOf('await import("/assets/home-2.js")')).toBeLessThan(
      started.indexOf('window.__reactRouterRouteModules'),
    );
    expect(started.endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it('imports the route manifest after the paint too, when routes are not discovered lazily', () => {
    const started = startAfterFirstPaint(eagerDiscovery, [])!;
    expect(started).toContain('await import("/assets/manifest-3.js");');
    expect(started).not.toMatch(/^import "/m);
  });

  it('leaves a script with an import of another shape to run as it is', () => {
    expect(startAfterFirstPaint(`import { x } from "/assets/a.js";\n${lazyDiscovery}`, [])).toBeUndefined();
  });
});
