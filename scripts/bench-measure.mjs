// What scripts/bench.mjs measures with: one GET as autocannon sends it, the figures of an autocannon
// run, and the isolation probe (single requests for one path while a crowd loads another).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
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

/** Single requests for probePath, one every probeEveryMs on a fresh connection each, while `connections` connections load loadPath for `seconds`. */
export async function isolationProbe(origin, loadPath, probePath, { connections, seconds, probeEveryMs }) {
  const latencies = [];
  const statuses = new Set();
  const pending = [];
  const loading = autocannon({ url: `${origin}${loadPath}`, connections, duration: seconds });
  const timer = setInterval(() => {
    pending.push(
      getOnce(`${origin}${probePath}`).then(
        (answer) => {
          latencies.push(answer.ms);
          statuses.add(answer.status);
        },
        () => statuses.add('error'),
      ),
    );
  }, probeEveryMs);
  let result;
  try {
    result = await loading;
  } finally {
    clearInterval(timer);
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const middle = latencies.length / 2;
  const median = latencies.length % 2 ? latencies[Math.floor(middle)] : (latencies[middle - 1] + latencies[middle]) / 2;
  return {
    loadPath,
    probePath,
    probes: pending.length,
    statuses: [...statuses],
    medianMs: round(median, 1),
    maxMs: round(latencies.at(-1) ?? NaN, 1),
    load: figures(result),
  };
}

