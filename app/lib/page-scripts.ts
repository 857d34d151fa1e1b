// How the page's JavaScript starts: after the first paint. React Router's <Scripts /> puts a module preload for
// every file of the page at the top of <head> and ends the body with a module script that imports the route
// modules statically, so the browser fetches all the page's JavaScript while it is still fetching the stylesheet
// and the fonts of the first paint, on a phone's slow connection too. `afterFirstPaint` rewrites that module
// script: it waits for the first paint, then adds the same module preloads (the files still download in parallel)
// and imports the route manifest and the route modules, then runs React Router's own code unchanged (the route
// modules table and the import of the client entry, which hydrates the page). The page is readable first and
// interactive right after.
// Forms and links work without JavaScript until then (every form posts to its route's action).

/** `import * as route0 from "/assets/root-….js";`, as React Router writes each route module's import. */
const STATIC_IMPORT = /^\s*import \* as (route\d+(?:_\w+)?) from ("[^"\n]+");\s*$/gm;
/** `import "/assets/manifest-….js";`: the route manifest, which React Router imports first. */
const SIDE_EFFECT_IMPORT = /^\s*import ("[^"\n]+");\s*$/gm;

/**
 * Waits for the page's first paint as the browser reports it (a paint timing entry); where paint timing is not
 * reported, for the first frame (requestAnimationFrame runs just before it, the timeout just after). A page loaded
 * where it is not shown (a background tab: no paint) loads its scripts at once, and none waits more than 2 s.
 */
const FIRST_PAINT = `if (document.visibilityState === 'visible' && performance.getEntriesByType('paint').length === 0) {
  await new Promise((resolve) => {
    setTimeout(resolve, 2000);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((_, observer) => { observer.disconnect(); resolve(); }).observe({ type: 'paint' });
    } else {
      requestAnimationFrame(() => setTimeout(resolve));
    }
  });
}`;

/**
 * The module script's source, its static imports turned into imports after the first paint (with `preloads` added
 * then); null when the source has no route module import in React Router's form (then it is left as it is).
 */
export function afterFirstPaint(source: string, preloads: readonly string[]): string | null {
  const first: string[] = [];
  const imports: Array<{ name: string; url: string }> = [];
  const rest = source
    .replace(SIDE_EFFECT_IMPORT, (_line, url: string) => {
      first.push(url);
      return '';
    })
    .replace(STATIC_IMPORT, (_line, name: string, url: string) => {
      imports.push({ name, url });
      return '';
    });
  if (imports.length === 0 || /^\s*import\s/m.test(rest)) return null;
  return [
    FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    ...first.map((url) => `await import(${url});`),
    `const [${imports.map((i) => i.name).join(', ')}] = await Promise.all([${imports.map((i) => `import(${i.url})`).join(', ')}]);`,
    rest.trim(),
  ].join('\n');
}

/**
 * Run in <head> before anything renders: until the page's JavaScript has taken over, a form without a `method`
 * attribute is not submitted. Such forms (sign-in, sign-up, password reset, two-factor codes, the thread's message
 * box) only work through their scripts; submitted natively they would go as a GET to the page itself, with what was
 * typed, a password too, in the address and the history. Forms with a method (the search form, React Router's
 * <Form> and fetcher forms) work without JavaScript and are left alone. React Router's data router exists from the
 * start of hydration, and React then handles a submission itself.
 */
export const earlySubmitGuard =
  "document.addEventListener('submit',function(e){var f=e.target;if(!('__reactRouterDataRouter' in window)&&f instanceof HTMLFormElement&&!f.hasAttribute('method'))e.preventDefault()},true);";
