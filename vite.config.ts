import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which imports React Router's build itself.
  // The browser build is minified by terser: about 3 % smaller than esbuild's output after gzip, which is
  // 4 KB of the 130 KB each page may ship (docs/decisions/0019-page-weight-budget.md).
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' }
    : { target: 'es2022', minify: 'terser', terserOptions: { compress: { passes: 2 } } },
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  plugins: [tailwindcss(), reactRouter()],
}));
