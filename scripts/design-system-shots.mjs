// npm run design-shots: the pictures of docs/design-system.md, one per component, taken from the built
// site with the demo content (as `npm run screenshots` does). Run after changing a component's look.
import path from 'node:path';
import sharp from 'sharp';
import { launchChromium, root, startDemoSite } from './demo-site.mjs';

const outDir = path.join(root, 'docs', 'design-system');
/** What each picture shows: a page at a width, then an element of it (or the window, with an action first). */
const shots = [
  { name: 'page-width', width: 1280, path: '/admissions', clip: { x: 0, y: 0, width: 1280, height: 420 } },
  { name: 'title-band', width: 390, path: '/admissions', selector: '[data-testid="page-header"]' },
  { name: 'buttons-light', width: 390, path: '/contact', selector: '[data-testid="reach-actions"]' },
  { name: 'buttons-dark', width: 390, path: '/', selector: '[data-testid="hero-actions"]' },
  { name: 'card', width: 390, path: '/admissions', selector: '.card' },
  { name: 'form', width: 390, path: '/enquiry', selector: '[data-testid="enquiry-form"]' },
  { name: 'phone-first-screen', width: 390, path: '/' },
  { name: 'phone-menu', width: 390, path: '/', before: (page) => page.getByTestId('menu-toggle').click() },
];

const { origin, stop } = await startDemoSite(Number(process.env.SCREENSHOT_PORT ?? 4393));
const browser = await launchChromium();
try {
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: { width: shot.width, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${origin}${shot.path}`, { waitUntil: 'networkidle' });
    if (shot.before) await shot.before(page);
    // WebP: a tenth of the PNG's weight in the repository, sharp enough to read.
    const file = path.join(outDir, `${shot.name}.webp`);
    const png = shot.selector ? await page.locator(shot.selector).first().screenshot() : await page.screenshot({ clip: shot.clip });
    await sharp(png).webp({ quality: 80 }).toFile(file);
    console.log(path.relative(root, file));
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
