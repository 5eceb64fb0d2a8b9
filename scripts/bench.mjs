// npm run bench: how close the site comes to the speed of static files (DESIGN.md §7). Starts the built
// site twice with the demo content (scripts/demo-site.mjs): as it runs by default (render cache on) and
// with RENDER_CACHE_MB=0 (no render cache). For each path it fetches the site's answer once, starts a
// bare node:http server in a process of its own that sends exactly those bytes (scripts/bench-bare-server.mjs),
// and loads both with autocannon, one after the other, in the same run on the same machine: the
// site/bare ratio is what the goals judge, because absolute figures depend on the machine. Then it
// measures single /contact requests while 50 connections load `/`. Prints a table, writes the figures
// to bench-results.json (or BENCH_OUT), and exits 1 when a goal is missed (unless BENCH_REPORT_ONLY=1).
// Env: BENCH_SECONDS (10), BENCH_PORT (4700; uses it and the next three), BENCH_OUT, BENCH_REPORT_ONLY, WEB_CONCURRENCY (the sites' workers; auto as under npm start).
// How to read it: docs/performance.md.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { figures, getOnce, headerBytes, isolationProbe, round } from './bench-measure.mjs';
import { root, startDemoSite, warnAboutRunningBrowsers } from './demo-site.mjs';

const goals = {
  pageShareOfBare: 0.4, // `/`, `/school-notices`, `/gallery` on the cached site: req/s at least 40 % of the bare server's
  jsonShareOfBare: 0.5, // `/api/notices`, `/api/photos` on the cached site: at least 50 % of the bare server's
  cachedP99Ms: 50, // p99 latency of every path on the cached site, under 50 connections
  uncachedHomeReqPerSec: 300, // `/` rendered every time (RENDER_CACHE_MB=0)
  contactDuringLoadMaxMs: 100, // the slowest single `/contact` while 50 connections load `/`
  errors: 0, // connection errors, timeouts and non-2xx answers in any run (a run with errors measures nothing)
};

const connections = 50;
const warmupSeconds = 2;
const probeEveryMs = 200;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!Number.isInteger(seconds) || seconds < 1) {
  console.error(`BENCH_SECONDS must be a whole number of seconds, at least 1 (got ${process.env.BENCH_SECONDS}).`);
  process.exit(2);
}
const basePort = Number(process.env.BENCH_PORT ?? 4700);
if (!Number.isInteger(basePort) || basePort < 1 || basePort > 65532) {
  console.error(`BENCH_PORT must be a port number (got ${process.env.BENCH_PORT}).`);
  process.exit(2);
}
const reportOnly = process.env.BENCH_REPORT_ONLY === '1';
const workers = process.env.WEB_CONCURRENCY || 'auto';
const outFile = path.resolve(process.env.BENCH_OUT ?? path.join(root, 'bench-results.json'));

const targets = [
  { label: '/', instance: 'cached', path: '/', kind: 'page' },
  { label: '/school-notices', instance: 'cached', path: '/school-notices', kind: 'page' },
  { label: '/gallery', instance: 'cached', path: '/gallery', kind: 'page' },
  { label: '/api/notices', instance: 'cached', path: '/api/notices', kind: 'json' },
  { label: '/api/photos', instance: 'cached', path: '/api/photos', kind: 'json' },
  { label: 'uncached render of /', instance: 'uncached', path: '/', kind: 'uncached' },
  // Reported beside it, not judged: every island drawn too (ISLAND_CACHE_MB=0), as the first render after a change.
  { label: 'cold render of /', instance: 'cold', path: '/', kind: 'cold' },
];

// Every child process has its stop function here until it has gone: stopped in `finally`, on Ctrl-C,
// and (the signal only) when something calls process.exit, startDemoSite's own exit included.
const running = new Set();
const stopAll = () => Promise.all([...running].map((stop) => stop()));
process.on('exit', () => void stopAll());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers.`);
    void stopAll().finally(() => process.exit(130));
  });
}
function track(stop) {
  const once = () => {
    running.delete(once);
    return stop();
  };
  running.add(once);
  return once;
}

/** The bare server of scripts/bench-bare-server.mjs, answering with the given status, type and bytes. */
async function startBare(port, { status, contentType, body }) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench-bare-server.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = track(() => {
    child.kill('SIGTERM');
    return exited;
  });
  const listening = new Promise((resolve, reject) => {
    child.once('message', resolve);
    exited.then((code) => reject(new Error(`The bare server stopped (exit code ${code}) before it listened on ${port}.`)));
  });
  child.send({ port, status, contentType, body: body.toString('base64') });
  await listening;
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/** autocannon, 50 connections: a warm-up that is thrown away, then the run that counts. */
async function load(url) {
  await autocannon({ url, connections, duration: warmupSeconds });
  return figures(await autocannon({ url, connections, duration: seconds }));
}

/** One path: the site's answer captured once, then the site and a bare server sending those bytes, loaded in turn. */
async function measure(target, origin) {
  const answer = await getOnce(`${origin}${target.path}`);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`the site answered ${answer.status}; the bench measures pages that work.`);
  }
  const response = {
    status: answer.status,
    contentType: answer.headers['content-type'] ?? null,
    bodyBytes: answer.body.length,
    siteHeaderBytes: headerBytes(answer.rawHeaders),
    contentEncoding: answer.headers['content-encoding'] ?? null,
    framing: answer.headers['transfer-encoding'] ?? (answer.headers['content-length'] ? 'content-length' : 'close'),
  };
  const bare = await startBare(basePort + 3, { status: answer.status, contentType: response.contentType, body: answer.body });
  try {
    response.bareHeaderBytes = headerBytes((await getOnce(`${bare.origin}/`)).rawHeaders);
    console.log(`${target.label}: ${response.status} ${response.contentType}, ${response.bodyBytes} bytes of body, ` +
      `headers ${response.siteHeaderBytes} bytes (bare ${response.bareHeaderBytes}), ${response.framing}` +
      (response.contentEncoding ? `, ${response.contentEncoding}` : ''));
    const site = await load(`${origin}${target.path}`);
    const bareFigures = await load(`${bare.origin}${target.path}`);
    return { ...target, response, site, bare: bareFigures, ratio: round(site.reqPerSec / bareFigures.reqPerSec, 3) };
  } finally {
    await bare.stop();
  }
}

function commitOfCheckout() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return null;
  }
}

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: round(os.totalmem() / 2 ** 30, 1),
  loadAverageAtStart: os.loadavg().map((n) => round(n, 2)),
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
};
const startedAt = new Date();
const rows = [];
let isolation;

console.log(`npm run bench: ${seconds} s per run after ${warmupSeconds} s of warm-up, ${connections} connections, ` +
  `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')}, ` +
  `site workers WEB_CONCURRENCY=${workers}`);
if (machine.loadAverageAtStart[0] > machine.cpus / 2) {
  console.log(`The machine is busy (load average ${machine.loadAverageAtStart[0]} on ${machine.cpus} cores): other work ` +
    'competes with the site, the bare servers and autocannon, so these figures will be low and uneven.');
}
warnAboutRunningBrowsers();
if (Number(process.versions.node.split('.')[0]) < 22) {
  // Measured 2026-11-29: the same build rendered `/` uncached 256 times a second on Node 20 and 454–472
  // on Node 24, the bare server 2,500 against 9,500 (docs/performance.md, "Node 24 and the rules a page uses").
  console.log(`Node ${machine.node} is past its end of life; production runs Node 24 LTS (README), where the site and ` +
    'autocannon, which share these cores, both need less of them: run the bench on the Node production runs.');
}
try {
  // NODE_ENV=production as in production (docs/operations.md): without it in the process environment
  // React runs its development build, which renders `/` at less than half the speed. Workers as
  // `npm start` runs them (WEB_CONCURRENCY=auto unless set; decision 0077).
  const production = { NODE_ENV: 'production', WEB_CONCURRENCY: workers };
  const sites = {
    cached: await startDemoSite(basePort, production),
    uncached: null,
    cold: null,
  };
  track(sites.cached.stop);
  sites.uncached = await startDemoSite(basePort + 1, { ...production, RENDER_CACHE_MB: '0' });
  track(sites.uncached.stop);
  sites.cold = await startDemoSite(basePort + 2, { ...production, RENDER_CACHE_MB: '0', ISLAND_CACHE_MB: '0' });
  track(sites.cold.stop);

  for (const target of targets) {
    try {
      rows.push(await measure(target, sites[target.instance].origin));
    } catch (error) {
      throw new Error(`${target.label}: ${error.message}`, { cause: error });
    }
  }

  console.log(`/contact, one request every ${probeEveryMs} ms on a fresh connection, while ${connections} connections load /`);
  isolation = await isolationProbe(sites.cached.origin, '/', '/contact', { connections, seconds, probeEveryMs });
} finally {
  await stopAll();
}

// The verdicts, beside each figure.
const missed = [];
const verdict = (name, ok) => {
  if (!ok) missed.push(name);
  return ok ? 'ok' : 'MISSED';
};
const percent = (share) => `${Math.round(share * 100)} %`;
const table = {};
for (const row of rows) {
  const cells = {
    'body KB': round(row.response.bodyBytes / 1024, 1),
    'req/s': String(Math.round(row.site.reqPerSec)),
    'bare req/s': String(Math.round(row.bare.reqPerSec)),
    'site/bare': percent(row.ratio),
    'p99 ms': String(row.site.p99Ms ?? '-'),
    'bare p99 ms': String(row.bare.p99Ms ?? '-'),
    errors: `${row.site.errors} / ${row.bare.errors}`,
  };
  if (row.kind === 'cold') {
    // Reported only: what the first render of a page costs after a change, when no island is kept yet.
  } else if (row.kind === 'uncached') {
    const ok = row.site.reqPerSec >= goals.uncachedHomeReqPerSec;
    cells['req/s'] += ` ${verdict(`${row.label}: req/s`, ok)} (≥ ${goals.uncachedHomeReqPerSec})`;
  } else {
    const share = row.kind === 'page' ? goals.pageShareOfBare : goals.jsonShareOfBare;
    cells['site/bare'] += ` ${verdict(`${row.label}: site/bare`, row.ratio >= share)} (≥ ${percent(share)})`;
    const p99Ok = row.site.p99Ms !== null && row.site.p99Ms <= goals.cachedP99Ms;
    cells['p99 ms'] += ` ${verdict(`${row.label}: p99`, p99Ok)} (≤ ${goals.cachedP99Ms})`;
  }
  const clean = row.site.errors <= goals.errors && row.bare.errors <= goals.errors;
  cells.errors += ` ${verdict(`${row.label}: errors`, clean)}`;
  table[row.label] = cells;
}
console.table(table);

const probeClean = isolation.statuses.length === 1 && isolation.statuses[0] === 200 && isolation.load.errors <= goals.errors;
console.table({
  [`/contact while ${connections} connections load /`]: {
    probes: isolation.probes,
    'median ms': String(isolation.medianMs),
    'max ms': `${isolation.maxMs} ${verdict('/contact during load: max', isolation.maxMs <= goals.contactDuringLoadMaxMs)} (≤ ${goals.contactDuringLoadMaxMs})`, // NaN (no answer) misses
    'load req/s': String(Math.round(isolation.load.reqPerSec)),
    statuses: `${isolation.statuses.join(', ')} ${verdict('/contact during load: statuses', probeClean)}`,
  },
});

const report = {
  date: startedAt.toISOString(),
  commit: commitOfCheckout(),
  machine: { ...machine, loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)) },
  settings: { seconds, warmupSeconds, connections, probeEveryMs, basePort, workers },
  goals,
  results: rows,
  isolation,
  missed,
};
fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
const shown = path.relative(process.cwd(), outFile);
console.log(`Figures written to ${shown.startsWith('..') ? outFile : shown}.`);

if (missed.length > 0) {
  console.log(`Missed: ${missed.join('; ')}.`);
  if (!reportOnly) process.exitCode = 1;
} else {
  console.log('Every goal met.');
}
