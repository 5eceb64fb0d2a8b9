// What `npm run audit` and `npm run screenshots` share: the built site started on a fresh data folder
// with the demo content (the same server as the browser tests, e2e/support/serve.mjs), and Debian's
// Chromium started the way this project always starts it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the built site on 127.0.0.1:port (SQLite, demo content); exits 2 without a build or a start. */
export async function startDemoSite(port, extraEnv = {}) {
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(2);
  }
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, [path.join(root, 'e2e/support/serve.mjs')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, SEED_DEMO: '1', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600 || server.exitCode !== null) {
      console.error('The site did not start.');
      server.kill('SIGTERM');
      process.exit(2);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve();
    else server.once('exit', () => resolve());
  });
  // stop() asks the server to finish (it closes its database and removes its data folder); its promise
  // settles when the process has gone. Callers that do not wait for it need not.
  const stop = () => {
    server.kill('SIGTERM');
    return exited;
  };
  return { origin, stop };
}

/** Debian's Chromium (CHROME_PATH), headless, never a downloaded browser. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * The Chromium processes already running on this machine (Linux's /proc; none found elsewhere). A
 * browser left behind by an earlier probe or a killed run keeps rendering (the home page's video
 * loops) and takes a core from whatever is measured next: on 2026-11-29 one skewed an evening's
 * figures two to four times before anyone looked.
 */
function runningBrowsers() {
  let count = 0;
  try {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (/^(chromium|chrome|headless_shell)/.test(fs.readFileSync(`/proc/${pid}/comm`, 'utf8'))) count += 1;
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    return 0;
  }
  return count;
}

/** Says so when browsers are running before a measurement starts. */
export function warnAboutRunningBrowsers() {
  const count = runningBrowsers();
  if (count > 0) {
    console.log(`${count} Chromium processes are already running (a probe left behind?): they compete with what is ` +
      'measured, so these figures will be low and uneven. `pkill -f chromium` first, unless they are yours.');
  }
}
