import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from './page-scripts.ts';

// React Router's module script as it writes it (react-router's <Scripts />, framework mode, the whole route
// manifest as a file: react-router.config.ts routeDiscovery "initial").
const SOURCE = `import "/assets/manifest-f.js";
import * as route0 from "/assets/root-a.js";
import * as route1 from "/assets/lang-layout-b.js";
import * as route2 from "/assets/home-c.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/lang-layout":route1,"routes/public/home":route2};

import("/assets/entry.client-d.js");`;

describe('afterFirstPaint', () => {
  it('turns the route modules into imports after the first paint, with the preloads added then', () => {
    const out = afterFirstPaint(SOURCE, ['/assets/entry.client-d.js', '/assets/chunk-e.js'])!;
    expect(out).not.toMatch(/^\s*import \* as/m);
    const lines = out.split('\n');
    const waits = lines.findIndex((l) => l.includes("getEntriesByType('paint')"));
    const preloads = lines.findIndex((l) => l.includes('["/assets/entry.client-d.js","/assets/chunk-e.js"]'));
    const manifest = lines.indexOf('await import("/assets/manifest-f.js");');
    const imports = lines.findIndex((l) =>
      l.includes(
        'const [route0, route1, route2] = await Promise.all([import("/assets/root-a.js"), import("/assets/lang-layout-b.js"), import("/assets/home-c.js")]);',
      ),
    );
    const table = lines.findIndex((l) => l.includes('window.__reactRouterRouteModules'));
    const entry = lines.indexOf('import("/assets/entry.client-d.js");');
    expect([waits, preloads, manifest, imports, table, entry].every((i) => i >= 0)).toBe(true);
    expect(waits < preloads && preloads < manifest && manifest < imports).toBe(true);
    expect(imports < table && table < entry).toBe(true);
  });

  it('keeps the route made of several files (client loader, main) that React Router merges', () => {
    const source = `import * as route0_clientLoader from "/assets/a-loader.js";
import * as route0_main from "/assets/a.js";
const route0 = {...route0_clientLoader,...route0_main};
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.js");`;
    const out = afterFirstPaint(source, [])!;
    expect(out).toContain(
      'const [route0_clientLoader, route0_main] = await Promise.all([import("/assets/a-loader.js"), import("/assets/a.js")]);',
    );
    expect(out.indexOf('const [route0_clientLoader')).toBeLessThan(out.indexOf('const route0 = {'));
  });

  it('leaves a script it does not recognise alone', () => {
    expect(afterFirstPaint('import("/assets/entry.js");', [])).toBeNull();
    expect(afterFirstPaint('import x from "/a.js";\nimport * as route0 from "/b.js";', [])).toBeNull();
  });

  it('is valid JavaScript for a module', () => {
    const out = afterFirstPaint(SOURCE, ['/assets/x.js'])!;
    // An async function body accepts the same statements as a module's top level with await (no static imports).
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(out)).not.toThrow();
  });
});
