import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/**
 * Small modules that nearly every page imports. Left alone, each became a chunk of 100–500 bytes,
 * compressed on its own and asked for on its own; together (with React's JSX runtime, which they
 * share) they are one chunk, and every public page is 1–1.5 KB lighter (decision 0019).
 */
const everyPageModules = [
  'app/i18n/words.tsx',
  'app/i18n/locales.ts',
  'app/i18n/links.tsx',
  'app/i18n/staff-text.tsx',
  'app/lib/fill.ts',
  'app/lib/hydration.ts',
  'app/lib/nonce.ts',
  'app/web/page-meta.ts',
  'app/web/contact-links.ts',
  'app/modules/settings/settings-fallback.ts',
];

/**
 * The browser build's chunks, kept by `keepBundle` for `alreadyLoaded`. Vite writes, beside each
 * `import()` of a static island's code, the chunks to preload with it, including those the importing
 * chunk imports itself, which are loaded before it runs: their names only weigh on the page (home's
 * list of 31 was 0.4 KB of its JavaScript, gzip).
 */
let browserBundle: Rollup.OutputBundle | undefined;
const keepBundle: Plugin = {
  name: 'school:keep-bundle',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      browserBundle = bundle;
    },
  },
};

/** The chunks a chunk imports statically, all the way down: loaded before any of its code runs. */
function staticImports(fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = browserBundle?.[fileName];
  if (chunk?.type !== 'chunk') return seen;
  for (const imported of chunk.imports) {
    if (!seen.has(imported)) {
      seen.add(imported);
      staticImports(imported, seen);
    }
  }
  return seen;
}

/** Preloads for an `import()`: only what the importing chunk has not already loaded. */
function alreadyLoaded(_fileName: string, deps: string[], { hostId }: { hostId: string }): string[] {
  const loaded = staticImports(hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which imports React Router's build itself.
  // The browser build is minified by terser: about 3 % smaller than esbuild's output after gzip, which is
  // 4 KB of the 130 KB each page may ship (docs/decisions/0019-page-weight-budget.md).
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' }
    : {
        target: 'es2022',
        minify: 'terser',
        modulePreload: { resolveDependencies: alreadyLoaded },
        terserOptions: { compress: { passes: 2 } },
        rollupOptions: {
          output: { manualChunks: (id: string) => (everyPageModules.some((module) => id.endsWith(module)) ? 'site' : undefined) },
        },
      },
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  plugins: [tailwindcss(), reactRouter(), keepBundle],
}));
