// What scripts/bench.mjs measures with: one GET as autocannon sends it, the figures of an autocannon
// run, and the isolation probe (single requests for one path while a crowd loads another).
import { fork } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const round = (n, digits = 0) => Number(n.toFixed(digits));

/** One GET the way autocannon sends it (no Accept-Encoding, no cookies), on a fresh connection. */
export function getOnce(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export const headerBytes = (rawHeaders) => {
  let bytes = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) bytes += rawHeaders[i].length + rawHeaders[i + 1].length + 4;
  return bytes;
};

export const figures = (result) => ({
  reqPerSec: round(result.requests.average, 1),
  // Latency counts only the answers that came within the run; with none, there is no figure (null).
  p50Ms: result.requests.total ? round(result.latency.p50, 1) : null,
  p99Ms: result.requests.total ? round(result.latency.p99, 1) : null,
  maxMs: result.requests.total ? round(result.latency.max, 1) : null,
  requests: result.requests.total,
  errors: result.errors + result.non2xx, // autocannon counts a timeout among the errors too
  timeouts: result.timeouts,
  non2xx: result.non2xx,
});

/**
 * Single requests for probePath, one every probeEveryMs on a fresh connection each, from a process of
 * its own (scripts/bench-probe.mjs), while `connections` connections load loadPath for `seconds`.
 */
export async function isolationProbe(origin, loadPath, probePath, { connections, seconds, probeEveryMs }) {
  const probe = fork(fileURLToPath(new URL('./bench-probe.mjs', import.meta.url)), [`${origin}${probePath}`, String(probeEveryMs)]);
  const exited = new Promise((resolve) => probe.once('exit', resolve));
  const message = () =>
    new Promise((resolve, reject) => {
      probe.once('message', resolve);
      exited.then(() => reject(new Error('The probe stopped before it reported.')));
    });
  try {
    await message(); // the probe is running: the crowd may start
    const result = await autocannon({ url: `${origin}${loadPath}`, connections, duration: seconds });
    const reported = message();
    probe.send('stop');
    const { probes, latencies, statuses } = await reported;
    latencies.sort((a, b) => a - b);
    const middle = latencies.length / 2;
    const median = latencies.length % 2 ? latencies[Math.floor(middle)] : (latencies[middle - 1] + latencies[middle]) / 2;
    return {
      loadPath,
      probePath,
      probes,
      statuses,
      medianMs: round(median, 1),
      maxMs: round(latencies.at(-1) ?? NaN, 1),
      load: figures(result),
    };
  } finally {
    probe.kill();
    await exited;
  }
}

