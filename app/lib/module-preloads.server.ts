const headEnd = Buffer.from('</head>');
const modulePreloadStart = Buffer.from('<link rel="modulepreload" ');
const scriptStart = Buffer.from('<script');
/** React Router's bootstrap: `<script type="module" async="">`, or `<script nonce="…" type="module" async="">` with a nonce. */
const moduleType = Buffer.from(' type="module"');
const scriptEnd = Buffer.from('</script>');

/** One of React Router's preload links, exactly as `<Scripts>` writes it (anything else: leave the page as it is). */
const preloadLink = /<link rel="modulepreload" href="([^"<>\s]+)"(?: nonce="[^"]*")?\/>/g;
/** A route module, imported by the inline bootstrap so that hydration finds it loaded. */
const routeImport = /^import \* as (\w+) from "([^"<>\\]+)";$/gm;
/** A module imported for its effects only. */
const bareImport = /^import "([^"<>\\]+)";$/gm;

/**
 * The shell with React Router's module scripts started after the first paint
 * (docs/decisions/0073-modules-after-the-first-paint.md). Every page works without its scripts (links
 * are links, every form posts), so the first screen a parent came for is painted from the HTML and
 * the inline stylesheet alone; the ≈ 20 modules that make the page interactive are asked for once it
 * is on the screen, at low priority, behind the first screen's picture.
 *
 * React Router writes a `<link rel="modulepreload">` into the head for each module and an inline
 * module script at the end of the body that imports the route modules and then the entry, which
 * browsers fetch at once, side by side with the page. The rewrite takes the links out of the head and
 * makes the inline script do the same work once the browser reports its first paint (a `paint`
 * performance entry, whose observer runs as a task of its own; a frame and a task where that is not
 * supported): add the same preloads, import the same route modules, run the rest of React Router's
 * script unchanged. A tab in the background, which paints nothing, starts them after 2 s. No timer
 * stands between the paint and the start: a page whose clock is held (a test's) still hydrates. (Not
 * the load event: a small page can fire it before its first paint.)
 *
 * It changes nothing unless it recognises React Router's markup whole; `e2e/first-paint.spec.ts`
 * checks on every kind of page that no module is asked for before the first paint and that the page
 * hydrates, so an upgrade that changes the markup fails a test instead of quietly bringing back the
 * scripts' race with the first paint.
 */
export function modulesAfterFirstPaint(shell: Buffer): Buffer {
  const head = shell.indexOf(headEnd);
  if (head === -1) return shell;
  const firstPreload = shell.indexOf(modulePreloadStart);
  if (firstPreload === -1 || firstPreload > head) return shell;
  const moduleTypeAt = shell.indexOf(moduleType, head);
  if (moduleTypeAt === -1) return shell;
  const open = shell.lastIndexOf(scriptStart, moduleTypeAt);
  const openEnd = shell.indexOf('>', open);
  // The attribute must belong to that script tag (no `>` between them).
  if (open < head || openEnd < moduleTypeAt) return shell;
  const close = shell.indexOf(scriptEnd, openEnd);
  if (close === -1) return shell;

  // Only the head's preloads and the bootstrap are decoded; the inline stylesheet and the page between
  // them are copied as bytes (this runs on every render).
  const lastPreload = shell.lastIndexOf(modulePreloadStart, head);
  const preloadsEnd = shell.indexOf('>', lastPreload) + 1;
  const preloads = shell.toString('utf8', firstPreload, preloadsEnd);
  const hrefs = [...preloads.matchAll(preloadLink)].map((match) => match[1]!);
  const otherThanPreloads = preloads.replace(preloadLink, '');
  if (hrefs.length === 0 || /<link rel="modulepreload"/.test(otherThanPreloads)) return shell;
  const deferred = deferredBootstrap(shell.toString('utf8', openEnd + 1, close));
  if (deferred === null) return shell;

  // The modules to preload ride on the script tag as its `data-modules`, as their links rode in the head:
  // addresses, not code. The tag's own attributes (its nonce) are this answer's.
  const openTag = `${shell.toString('utf8', open, openEnd)} data-modules="${hrefs.join(' ')}">`;
  return Buffer.concat([
    shell.subarray(0, firstPreload),
    Buffer.from(otherThanPreloads),
    shell.subarray(preloadsEnd, open),
    Buffer.from(openTag),
    Buffer.from(deferred),
    shell.subarray(close),
  ]);
}

/**
 * Bootstraps rewritten before, by the exact text they were made of (it holds no nonce and nothing of
 * the request): a page of one kind has the same one on every render, and a site has a few dozen kinds.
 * Bounded all the same (an address nobody links to has its own), by starting again when full.
 */
const deferredBootstraps = new Map<string, string | null>();
const deferredBootstrapsKept = 500;

function deferredBootstrap(bootstrap: string): string | null {
  let deferred = deferredBootstraps.get(bootstrap);
  if (deferred === undefined) {
    if (deferredBootstraps.size >= deferredBootstrapsKept) deferredBootstraps.clear();
    deferred = deferredBootstrapAnew(bootstrap);
    deferredBootstraps.set(bootstrap, deferred);
  }
  return deferred;
}

/** React Router's bootstrap made to wait for the first paint, or null when it is not React Router's markup as known. */
function deferredBootstrapAnew(bootstrap: string): string | null {
  const routes = [...bootstrap.matchAll(routeImport)].map((match) => ({ name: match[1]!, href: match[2]! }));
  const effects = [...bootstrap.matchAll(bareImport)].map((match) => match[1]!);
  const leftOver = bootstrap.replace(routeImport, '').replace(bareImport, '');
  // Anything else imported statically would be fetched at once again: not React Router's markup as known.
  if (routes.length === 0 || /^\s*import[\s{*"]/m.test(leftOver) || !/\bimport\(/.test(leftOver)) return null;

  const rest = compactManifest(leftOver);
  const started = [
    ...routes.map((route) => `import(${JSON.stringify(route.href)})`),
    ...effects.map((href) => `import(${JSON.stringify(href)})`),
  ];
  // Once: `s` started, `g` go, the preloads (from the tag's `data-modules`), the route modules, React Router's rest.
  const deferred =
    `{let s=0;const g=async()=>{if(s)return;s=1;` +
    `for(const h of document.querySelector("script[data-modules]").dataset.modules.split(" "))` +
    `document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",fetchPriority:"low",href:h}));` +
    `const [${routes.map((route) => route.name).join(',')}]=await Promise.all([${started.join(',')}]);${rest}};` +
    `try{new PerformanceObserver((l,o)=>{o.disconnect();g()}).observe({type:"paint",buffered:!0})}catch{requestAnimationFrame(()=>setTimeout(g))}` +
    `setTimeout(g,2e3)}`;
  return deferred;
}

/** React Router's manifest in the bootstrap: `window.__reactRouterManifest = {…};` before the route modules' line. */
const manifestStatement = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*(?=window\.__reactRouterRouteModules)/;

/**
 * The bootstrap with its manifest written without indentation (React Router writes it for people to
 * read; the phone downloads every space of it) and without blank lines. A manifest that is not JSON
 * as expected stays as it is.
 */
function compactManifest(script: string): string {
  const compact = script.replace(manifestStatement, (statement, json: string) => {
    try {
      // Escaped as React Router escapes it: no `</script>` or line separator can end up in the script.
      const escaped = JSON.stringify(JSON.parse(json)).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      return `window.__reactRouterManifest=${escaped};`;
    } catch {
      return statement;
    }
  });
  return compact.replace(/^\s*\n/gm, '').trim();
}
