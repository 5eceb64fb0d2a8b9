import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { modulesAfterFirstPaint } from './module-preloads.server';

/** React Router's markup as `<Scripts>` writes it (7.x): preloads in the head, the bootstrap at the end of the body. */
const bootstrap = [
  ';',
  'import * as route0 from "/assets/root-Ab1.js";',
  'import * as route1 from "/assets/layout-Cd2.js";',
  '  window.__reactRouterManifest = {',
  '  "entry": { "module": "/assets/entry.client-Ef3.js", "imports": ["/assets/site-Gh4.js"], "css": [] },',
  '  "version": "f6f8e400"',
  '};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/site/layout":route1};',
  '',
  'import("/assets/entry.client-Ef3.js");',
].join('\n');
const head =
  '<head><meta charSet="utf-8"/><style data-stylesheet="/assets/app.css">body{color:red}</style>' +
  '<link rel="modulepreload" href="/assets/entry.client-Ef3.js"/><link rel="modulepreload" href="/assets/site-Gh4.js" nonce="n1"/>' +
  '<link rel="preload" as="image" href="/media/poster.webp" fetchPriority="high"/><title>Née – हिन्दी</title></head>';
const body = `<body><main>Nothing needs a script – हिन्दी</main><script>window.__reactRouterContext = {}</script><script type="module" async="" nonce="n1">${bootstrap}</script></body>`;
const page = (h = head, b = body) => Buffer.from(`<!DOCTYPE html><html lang="en-IN">${h}${b}</html>`);

/** Runs the rewritten bootstrap with a browser's few globals, recording what it asks for and when. */
async function runBootstrap(html: string, { paintTiming = true } = {}) {
  const [, modules, script] = /<script[^>]*\stype="module"[^>]*\sdata-modules="([^"]*)"[^>]*>([\s\S]*?)<\/script>/.exec(html)!;
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const paints: (() => void)[] = [];
  class PaintObserver {
    constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      if (options.type !== 'paint' || !options.buffered) throw new TypeError('not the paint entries');
      paints.push(() => this.callback({}, this));
    }
    disconnect() {
      events.push('observer disconnected');
    }
  }
  const timers: { run: () => void; ms: number }[] = [];
  const imported: string[] = [];
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    document: {
      querySelector: (selector: string) => (selector === 'script[data-modules]' ? { dataset: { modules } } : null),
      createElement: () => ({}) as Record<string, string>,
      head: { append: (link: Record<string, string>) => events.push(`preload ${link.href} ${link.fetchPriority}`) },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    ...(paintTiming ? { PerformanceObserver: PaintObserver } : {}),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  });
  // `import(…)` is the browser's; here it records the address and gives a module namespace.
  const code = script.replace(/\bimport\(("[^"]+")\)/g, (_call, href: string) => `__import(${href})`);
  context.__import = async (href: string) => {
    imported.push(href);
    return { href };
  };
  vm.runInContext(code!, context);
  return { events, frames, paints, timers, imported, window };
}

describe('modulesAfterFirstPaint (decision 0073)', () => {
  it('takes the module preloads out of the head and keeps everything else as it was', () => {
    const out = modulesAfterFirstPaint(page()).toString();
    const outHead = out.slice(0, out.indexOf('</head>'));
    expect(outHead).not.toContain('modulepreload');
    expect(outHead).toBe(
      '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><style data-stylesheet="/assets/app.css">body{color:red}</style>' +
        '<link rel="preload" as="image" href="/media/poster.webp" fetchPriority="high"/><title>Née – हिन्दी</title>',
    );
    expect(out).toContain(
      '<main>Nothing needs a script – हिन्दी</main><script>window.__reactRouterContext = {}</script>' +
        '<script type="module" async="" nonce="n1" data-modules="/assets/entry.client-Ef3.js /assets/site-Gh4.js">{let s=0;',
    );
    expect(out).not.toMatch(/^import /m);
  });

  it('asks for nothing until the browser reports its first paint, then for the same modules, and runs React Router’s script', async () => {
    const run = await runBootstrap(modulesAfterFirstPaint(page()).toString());
    expect(run.events).toEqual([]);
    expect(run.imported).toEqual([]);
    expect(run.paints).toHaveLength(1);
    expect(run.frames).toHaveLength(0);
    // The tab in the background's way in, after 2 s.
    expect(run.timers.map((timer) => timer.ms)).toEqual([2000]);

    run.paints[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(run.events).toEqual(['observer disconnected', 'preload /assets/entry.client-Ef3.js low', 'preload /assets/site-Gh4.js low']);
    expect(run.imported).toEqual(['/assets/root-Ab1.js', '/assets/layout-Cd2.js', '/assets/entry.client-Ef3.js']);
    expect(run.window.__reactRouterRouteModules).toEqual({ root: { href: '/assets/root-Ab1.js' }, 'routes/site/layout': { href: '/assets/layout-Cd2.js' } });
    expect(run.window.__reactRouterManifest).toMatchObject({ version: 'f6f8e400' });

    // Once only, whichever comes first.
    run.timers.find((timer) => timer.ms === 2000)!.run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(run.imported).toHaveLength(3);
  });

  it('writes React Router’s manifest without its indentation, meaning the same', async () => {
    const manifestWith = (text: string) => body.replace(/window\.__reactRouterManifest = \{[\s\S]*?\n\};/, `window.__reactRouterManifest = ${text};`);
    const pretty = JSON.stringify({ entry: { module: '/assets/entry.client-Ef3.js', imports: ['/assets/site-Gh4.js'], css: [] }, note: '</script><b>', version: 'f6f8e400' }, null, 2);
    // React Router escapes `<` in its script; so must the rewrite.
    const out = modulesAfterFirstPaint(page(head, manifestWith(pretty.replaceAll('<', '\\u003c')))).toString();
    const script = out.slice(out.indexOf('data-modules='), out.lastIndexOf('</script>'));
    expect(script).toContain('window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-Ef3.js","imports":["/assets/site-Gh4.js"],"css":[]},');
    expect(script).not.toContain('</script>');
    expect(script).not.toMatch(/\n\s*\n/);
    const run = await runBootstrap(out);
    run.paints[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(run.window.__reactRouterManifest).toEqual(JSON.parse(pretty));

    // Not JSON as expected: left as React Router wrote it.
    const odd = modulesAfterFirstPaint(page(head, manifestWith('{ version: "f6f8e400" }'))).toString();
    expect(odd).toContain('window.__reactRouterManifest = { version: "f6f8e400" };');
  });

  it('waits for a frame where the browser does not report paints', async () => {
    const run = await runBootstrap(modulesAfterFirstPaint(page()).toString(), { paintTiming: false });
    expect(run.frames).toHaveLength(1);
    run.frames[0]!();
    run.timers.find((timer) => timer.ms === 0)!.run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(run.imported).toEqual(['/assets/root-Ab1.js', '/assets/layout-Cd2.js', '/assets/entry.client-Ef3.js']);
  });

  it('finds the bootstrap with its nonce written first, as a render for one request has it', async () => {
    const nonceFirst = body.replace('<script type="module" async="" nonce="n1">', '<script nonce="n1" type="module" async="">');
    const out = modulesAfterFirstPaint(page(head, nonceFirst)).toString();
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain('modulepreload');
    expect(out).toContain('<script nonce="n1" type="module" async="" data-modules="/assets/entry.client-Ef3.js /assets/site-Gh4.js">{let s=0;');
    const run = await runBootstrap(out);
    run.paints[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(run.imported).toEqual(['/assets/root-Ab1.js', '/assets/layout-Cd2.js', '/assets/entry.client-Ef3.js']);
  });

  it('leaves a page it does not recognise whole', () => {
    const unchanged = (shell: Buffer) => expect(modulesAfterFirstPaint(shell)).toBe(shell);
    unchanged(Buffer.from('<html><body>No head</body></html>'));
    unchanged(page(head.replace(/<link rel="modulepreload"[^>]*>/g, '')));
    unchanged(page(head, body.replace(/<script type="module"[\s\S]*<\/script>/, '')));
    // A preload written some other way, or a static import the rewrite does not know.
    unchanged(page(head.replace('<link rel="modulepreload" href="/assets/site-Gh4.js" nonce="n1"/>', '<link rel="modulepreload" href="/assets/site-Gh4.js" integrity="sha384-x"/>')));
    unchanged(page(head, body.replace('import * as route1', 'import { default as route1 }')));
    unchanged(page(head, body.replace('import("/assets/entry.client-Ef3.js");', '')));
  });

  it('rewrites a page of one kind the same way on every render, each answer with its own nonce and page', () => {
    const render = (nonce: string, words: string) =>
      modulesAfterFirstPaint(page(head.replace('nonce="n1"', `nonce="${nonce}"`), body.replace('nonce="n1"', `nonce="${nonce}"`).replace('Nothing needs a script', words))).toString();
    const first = render('n1', 'First answer');
    const again = render('n2', 'Second answer');
    expect(again).toContain('<script type="module" async="" nonce="n2" data-modules=');
    expect(again).toContain('<main>Second answer – हिन्दी</main>');
    expect(again).not.toContain('n1');
    expect(again.replaceAll('n2', 'n1').replace('Second answer', 'First answer')).toBe(first);
    // Hundreds of different bootstraps (addresses nobody links to) are each still rewritten.
    for (let kind = 0; kind < 600; kind += 1) {
      const other = modulesAfterFirstPaint(page(head, body.replace('layout-Cd2.js', `layout-${kind}.js`))).toString();
      expect(other).toContain(`import("/assets/layout-${kind}.js")`);
    }
  });
});
