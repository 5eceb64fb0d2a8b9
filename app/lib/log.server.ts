import cluster from 'node:cluster';

/**
 * One JSON line per event on stdout, for any log collector. Never pass passwords, session ids or
 * file contents in `fields`.
 */
type Fields = Record<string, unknown>;

/** Which of several workers wrote a line (WEB_CONCURRENCY, decision 0077); absent in a single process. */
const writer: Fields = cluster.isWorker && cluster.worker ? { worker: cluster.worker.id } : {};

function write(level: 'info' | 'warn' | 'error', message: string, fields: Fields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...writer, ...fields });
  if (level === 'error') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const log = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};

export function describeError(error: unknown): Fields {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
