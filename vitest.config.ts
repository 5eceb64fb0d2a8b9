import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    // Browser flows live in e2e/ and run under Playwright, not here.
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./app/test/setup.ts'],
    // A real S3-compatible server for the storage suite's second driver (app/test/s3-server.global.ts).
    globalSetup: ['./app/test/s3-server.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
