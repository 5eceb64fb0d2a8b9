// The Lighthouse part of `npm run audit` (docs/decisions/0044-first-paint.md): Lighthouse's mobile
// performance audit (Slow 4G and a slower CPU, simulated) of a list of pages, in one Debian Chromium
// started once for all runs. Each page is measured `runs` times; the table shows the median of each
// figure.
//
// Each load is audited twice (decision 0082): with the CPU 2× slower, the score the audit judges (a
// guard against regressions that holds at every hour of this machine), and with Lighthouse's own 4×,
// the score issue 13's goal is about, printed beside it. The gathering and the auditing are called
// apart (what `lighthouse()` does in one call) so that one load serves both: Lighthouse 12 exports no
// other way, and the version is pinned in the lock file.
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

/** The CPU slowdown of the score the audit judges (decision 0082). */
export const guardSlowdown = 2;
/** Lighthouse's own mobile slowdown: the score of issue 13's goal (98), reported, not judged. */
export const goalSlowdown = 4;

export const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);

/**
 * What one run says about a page: the judged score (0–100) and its metrics in ms (CLS unitless), and
 * the score and blocking time at Lighthouse's 4× (`goal`).
 */
function figures(lhr, goal) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: score(lhr),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    goalScore: score(goal),
    goalTbt: goal.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    // Lighthouse's measure of this machine's JavaScript speed (its docs/throttling.md), taken as the
    // run began: kept for comparing runs, not used (decision 0082 says why).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
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

/** Lighthouse's audits of one gathered load, its CPU work slowed `cpuSlowdownMultiplier` times. */
function auditAt(artifacts, runnerOptions, cpuSlowdownMultiplier) {
  const { settings } = runnerOptions.resolvedConfig;
  const throttling = { ...settings.throttling, cpuSlowdownMultiplier };
  const resolvedConfig = { ...runnerOptions.resolvedConfig, settings: { ...settings, throttling } };
  // The auditing checks that its settings are the gathering's; and each slowdown gets a cache of its
  // own, or the second audit would be given the first one's simulation.
  const gathered = artifacts.settings ? { ...artifacts, settings: { ...artifacts.settings, throttling } } : artifacts;
  return Runner.audit(gathered, { ...runnerOptions, resolvedConfig, computedCache: new Map() });
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
      // The page loaded at the machine's full speed; the throttling is simulated from its trace.
      const guard = await auditAt(artifacts, runnerOptions, guardSlowdown);
      const error = guard ? guard.lhr.runtimeError : { message: 'no result' };
      if (!error) {
        const goal = await auditAt(artifacts, runnerOptions, goalSlowdown);
        if (goal && !goal.lhr.runtimeError) return { figures: figures(guard.lhr, goal.lhr), lhr: guard.lhr };
      }
      if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${error?.message ?? 'no result at 4×'}`);
    } finally {
      await page.close();
    }
  }
}

/**
 * Runs Lighthouse on every URL `runs` times and returns one row per page: the median of each figure,
 * the best score (`bestScore`), every run's figures, and the findings of the run whose score is the
 * median. A page whose median score is under `confirmBelow` is measured again until it has
 * `confirmRuns` runs in all (5, the number Lighthouse's docs/variability.md advises), all of them,
 * without stopping at the first good one. The audit judges the best of them (decision 0082): this
 * machine's noise only ever slows a load down, so the quickest run is the nearest to the page's own
 * cost, and a page that really got slower is slower in every run.
 */
export async function runLighthouse(urls, { runs = 1, confirmBelow = 0, confirmRuns = 5, chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium', log = console.log } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  // Every run gets a tab of its own: a second navigation in the same tab loses its trace (NO_NAVSTART).
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const rows = [];
  // The full version ("HeadlessChrome/156.0.8078.73"): the user agent Lighthouse records says 156.0.0.0.
  const browserVersion = (await browser.version()).replace(/^\D+\//, '');
  try {
    // One load first, not measured: a browser's first page pays for the browser's own start (its font
    // caches, its network service), which a phone's browser has behind it when a parent taps a link.
    // Without it the first page audited scored 2–10 points under its own later runs.
    const warmUp = await browser.newPage();
    await warmUp.goto(urls[0], { waitUntil: 'load' });
    await warmUp.close();
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
      const bestScore = Math.max(...all.map((f) => f.score));
      rows.push({ url, ...summary, bestScore, browserVersion, runs: all, findings: findings(middle.lhr) });
      log(`Lighthouse ${new URL(url).pathname}: ${all.map((f) => `${f.score} (at 4×: ${f.goalScore})`).join(', ')}`);
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
    'best (2×)': row.bestScore,
    'median (2×)': row.score,
    FCP: s(row.fcp),
    LCP: s(row.lcp),
    TBT: `${Math.round(row.tbt)} ms`,
    CLS: row.cls.toFixed(3),
    'Speed Index': s(row.si),
    'at 4×': row.goalScore,
    'TBT at 4×': `${Math.round(row.goalTbt)} ms`,
    'CPU index': Math.round(row.benchmarkIndex),
    runs: row.runs.length,
  }));
}
