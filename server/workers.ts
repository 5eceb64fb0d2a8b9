import cluster, { type Worker } from 'node:cluster';
import { log } from '~/lib/log.server';

/**
 * The first process's part when WEB_CONCURRENCY asks for more than one worker (decision 0077). It has
 * prepared the database and the files once (migrations, the clean-up of what a crash left, the demo
 * content); here it starts `count` workers, each a whole app server that opens the database without
 * preparing it, all listening on one port (Node's cluster hands each new connection to the next
 * worker). A worker that stops after it listened is replaced; one that stops before it listened
 * stops the start, as a single server's failed start does (the next worker would fail the same way).
 * SIGTERM or SIGINT stops every worker, each finishing its requests in flight.
 */
export function superviseWorkers({ count, env, address }: { count: number; env: NodeJS.ProcessEnv; address: Record<string, unknown> }): void {
  if (!process.argv[1]) throw new Error('WEB_CONCURRENCY above 1 needs the server started from a script file (scripts/start.mjs)');
  const listened = new WeakSet<Worker>();
  const workersLeft = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  let announced = false;
  /** Set once the workers are being stopped: the exit code this process ends with when the last has gone. */
  let stoppingWith: number | undefined;

  const startWorker = () => {
    // Each worker runs the script this process was started with; `start()` sees it is a worker.
    const worker = cluster.fork(env);
    worker.once('listening', () => {
      listened.add(worker);
      log.info('worker listening', { worker: worker.id, pid: worker.process.pid });
      if (!announced && workersLeft().filter((one) => listened.has(one)).length === count) {
        announced = true;
        log.info('listening', { ...address, workers: count, pid: process.pid });
      }
    });
  };

  const stop = (signal: string, exitCode: number) => {
    if (stoppingWith !== undefined) return;
    stoppingWith = exitCode;
    log.info('stopping', { signal, workers: workersLeft().length });
    for (const worker of workersLeft()) worker.process.kill('SIGTERM');
    if (workersLeft().length === 0) process.exit(exitCode);
    // A worker gives its requests 10 s; one that has not gone by then is stopped.
    setTimeout(() => {
      for (const worker of workersLeft()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, 15_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stoppingWith !== undefined) {
      if (workersLeft().length === 0) process.exit(stoppingWith);
      return;
    }
    if (!listened.has(worker)) {
      log.error('a worker stopped before it listened: stopping', { worker: worker.id, code, signal });
      stop('worker failed to start', 1);
      return;
    }
    log.warn('a worker stopped: starting another', { worker: worker.id, pid: worker.process.pid, code, signal });
    startWorker();
  });
  for (let i = 0; i < count; i += 1) startWorker();
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
}
