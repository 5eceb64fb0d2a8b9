import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which imports React Router's build itself.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' } : { target: 'es2022' },
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  plugins: [tailwindcss(), reactRouter()],
}));
