// The Lighthouse part of `npm run audit` (docs/decisions/0044-first-paint.md): Lighthouse's mobile
// performance audit (a mid-range phone on Slow 4G, its CPU simulated from this machine's, decision
// 0079) of a list of pages, in one Debian Chromium started once for all runs. Each page is measured
// `runs` times; the table shows the median of each figure.
//
// The gathering and the auditing, called apart (what `lighthouse()` does in one call), so the CPU
// slowdown can be chosen after the page has loaded: Lighthouse 12 exports no other way, and the version
// is pinned in the lock file.
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import * as chromeLauncher from 'chrome-launcher';
import { calibratedSlowdown } from './cpu-slowdown.mjs';
import puppeteer from 'puppeteer-core';

export const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** What one run says about a page: the score (0–100) and the metrics in ms (CLS unitless). */
function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    // Lighthouse's measure of this machine's JavaScript speed (its docs/throttling.md), taken as the
    // run began, and the CPU slowdown chosen from it (decision 0079).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/** What Lighthouse points at on a page (its opportunities and diagnostics that did not pass), for the JSON file. */
function findings(lhr) {
  const ids = ['render-blocking-resources', 'largest-contentful-paint-element', 'lcp-lazy-loaded', 'prioritize-lcp-image', 'layout-shifts', 'long-tasks', 'unused-javascript', 'unsized-images', 'uses-responsive-images', 'offscreen-images', 'network-dependency-tree-insight', 'lcp-discovery-insight', 'render-blocking-insight', 'cls-culprits-insight'];
  const out = {};
  for (const id of ids) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    out[id] = { title: audit.title, displayValue: audit.displayValue ?? '', items: (audit.details?.items ?? []).slice(0, 5) };
  }
  return out;
}

/**
 * One Lighthouse run in a new tab. Chromium sometimes loses a trace (NO_NAVSTART, more often on a
 * busy machine): such a run is repeated, twice at most.
 */
async function measure(browser, url) {
  for (let attempt = 1; ; attempt += 1) {
    const page = await browser.newPage();
    try {
      // ignoreStatusCode: the 404 page is measured too.
      const flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'], ignoreStatusCode: true };
      const { artifacts, runnerOptions } = await navigationGather(page, url, { flags });
      // The page loaded at the machine's full speed (the throttling is simulated afterwards), and
      // Lighthouse measured the machine's speed just before: the slowdown is set from that run's own
      // measure, so a busy hour and a quiet one simulate the same phone.
      const throttling = { ...runnerOptions.resolvedConfig.settings.throttling, cpuSlowdownMultiplier: calibratedSlowdown(artifacts.BenchmarkIndex) };
      runnerOptions.resolvedConfig.settings.throttling = throttling;
      // The auditing checks that its settings are the gathering's.
      if (artifacts.settings) artifacts.settings = { ...artifacts.settings, throttling };
      const result = await Runner.audit(artifacts, runnerOptions);
      const error = result ? result.lhr.runtimeError : { message: 'no result' };
      if (!error) return { figures: figures(result.lhr), lhr: result.lhr };
      if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${error.message}`);
    } finally {
      await page.close();
    }
  }
}

/**
 * Runs Lighthouse on every URL `runs` times and returns one row per page: the median of each figure,
 * every run's figures, and the findings of the run whose score is the median. A page whose median
 * score is under `confirmBelow` is measured again until it has `confirmRuns` runs in all (5, the
 * number Lighthouse's docs/variability.md advises for a median), so that runs slowed down by a busy
 * machine do not fail the audit on their own. All of them, without stopping once the median passes:
 * stopping at the first good median would favour a pass.
 */
export async function runLighthouse(urls, { runs = 1, confirmBelow = 0, confirmRuns = 5, chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium', log = console.log } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  // Every run gets a tab of its own: a second navigation in the same tab loses its trace (NO_NAVSTART).
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const rows = [];
  // The full version ("HeadlessChrome/156.0.8078.73"): the user agent Lighthouse records says 156.0.0.0.
  const browserVersion = (await browser.version()).replace(/^\D+\//, '');
  try {
    for (const url of urls) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await measure(browser, url));
      }
      if (median(results.map((r) => r.figures.score)) < confirmBelow) {
        while (results.length < confirmRuns) results.push(await measure(browser, url));
      }
      const all = results.map((r) => r.figures);
      const summary = Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((f) => f[key]))]));
      const middle = [...results].sort((a, b) => a.figures.score - b.figures.score)[Math.floor(results.length / 2)];
      rows.push({ url, ...summary, browserVersion, runs: all, findings: findings(middle.lhr) });
      log(`Lighthouse ${new URL(url).pathname}: ${summary.score}`);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return rows;
}

/** The table `npm run audit` prints. */
export function lighthouseTable(rows) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  return rows.map((row) => ({
    page: decodeURIComponent(new URL(row.url).pathname),
    score: row.score,
    FCP: s(row.fcp),
    LCP: s(row.lcp),
    TBT: `${Math.round(row.tbt)} ms`,
    CLS: row.cls.toFixed(3),
    'Speed Index': s(row.si),
    'CPU index': Math.round(row.benchmarkIndex),
    'CPU ×': Number(row.cpuSlowdown.toFixed(2)),
    runs: row.runs.length,
  }));
}
