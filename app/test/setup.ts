import { afterEach, vi } from 'vitest';

/** An unexpected console.error is a bug the test did not look for: fail on it. */
afterEach(() => {
  vi.restoreAllMocks();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
