import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    // Browser flows live in e2e/ and run under Playwright, not here.
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./app/test/setup.ts'],
    // A real S3-compatible server for the storage suite's second driver (app/test/s3-server.global.ts),
    // and the run's name for its workers' PostgreSQL databases, dropped at its end (app/test/postgres.global.ts).
    globalSetup: ['./app/test/s3-server.global.ts', './app/test/postgres.global.ts'],
    // Twice the cores: the integration tests spend much of their time waiting on PostgreSQL, the S3
    // server, child processes and password hashing, and with one worker per core this 2-core machine
    // stayed half idle (4.3 against 2.6 minutes for the same suite; capped for PostgreSQL's connections).
    maxWorkers: Math.min(2 * os.availableParallelism(), 8),
    // Generous for the same reason: a limit only costs time when a test fails, and four workers share
    // two cores with scrypt at its full cost (a sign-in test took 5 s alone and 12 s beside three others).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
