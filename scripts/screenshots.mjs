/* global window, document, requestAnimationFrame, CSSTransition -- the navigation and scrolling run inside the browser page */
// npm run screenshots -- [path ...]: full-page screenshots of the built site at 390 px and 1280 px, to
// look at before calling a screen done. Starts the built site on a fresh data folder with the demo
// content (as the browser tests do) and writes PNG files to SCREENSHOT_DIR (./screenshots by default).
// A path prefixed with "nav:" is reached by a navigation in the app from /policies instead of loaded,
// to see static islands drawn from their code (app/components/ui/StaticIsland.tsx).
// STAFF=1 signs in first (the staff account below), for dashboard screens; STAFF_LOCALE=hi shows them in Hindi.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, root, startDemoSite } from './demo-site.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(root, 'screenshots'));
fs.mkdirSync(outDir, { recursive: true });

const staff = { username: 'office', password: 'screenshot office password' };
const { origin, stop } = await startDemoSite(Number(process.env.SCREENSHOT_PORT ?? 4392), {
  ADMIN_USERNAME: staff.username,
  ADMIN_PASSWORD: staff.password,
});
const browser = await launchChromium();
try {
  for (const width of [390, 1280]) {
    // Reduced motion: the settled state, with nothing caught mid-fade.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    if (process.env.STAFF === '1') {
      await page.request.post(`${origin}/api/auth/login`, { data: staff });
      // STAFF_LOCALE=hi: the account reads its dashboard in Hindi (its own choice, saved with it).
      if (process.env.STAFF_LOCALE) {
        await page.request.post(`${origin}/dashboard/staff`, { form: { intent: 'language', locale: process.env.STAFF_LOCALE }, headers: { Origin: origin } });
      }
    }
    for (const entry of paths) {
      const byNavigation = entry.startsWith('nav:');
      const target = byNavigation ? entry.slice(4) : entry;
      if (byNavigation) {
        await page.goto(`${origin}/policies`, { waitUntil: 'networkidle' });
        await page.evaluate((to) => {
          const link = Object.assign(document.createElement('a'), { href: to });
          // Through the router, as a click on a link in kept HTML is.
          document.querySelector('footer')?.append(link);
          link.click();
        }, target);
        await page.waitForURL((url) => url.pathname === new URL(target, origin).pathname);
        await page.waitForLoadState('networkidle');
        // The old page stays until the new one's code has loaded: wait until the height settles.
        await page.waitForFunction(
          () =>
            new Promise((resolve) => {
              const before = document.documentElement.scrollHeight;
              setTimeout(() => resolve(document.documentElement.scrollHeight === before), 500);
            }),
        );
      } else {
        await page.goto(`${origin}${target}`, { waitUntil: 'networkidle' });
      }
      // A public page's scripts start after its first paint (decision 0073): scrolling before React has
      // the page leaves the header in whatever state the scroll found it.
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      // Scroll through the page so that lazy pictures load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      // Back at the top the header fades to its colours over the hero: the picture waits for the fade.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
      const name = `${(target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + (byNavigation ? '-nav' : '')}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
