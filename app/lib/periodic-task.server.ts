import { describeError, log } from './log.server';

export interface PeriodicTask {
  /** Stops the timer and waits for a run under way (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `everyMs` while the server runs, one run at a time (a slow run is not started
 * again on top of itself); a failure is logged as `<name> failed` and the next run tries again.
 * The timer never keeps the process alive on its own.
 */
export function startPeriodicTask(name: string, everyMs: number, task: () => Promise<unknown>): PeriodicTask {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .then(() => undefined)
      .catch((error: unknown) => log.error(`${name} failed`, describeError(error)))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
