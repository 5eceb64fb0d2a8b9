import { chromium } from '@playwright/test';
import sharp from 'sharp';
const [,, base, outPrefix, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const r = await page.request.post(base + '/api/auth/login', { data: { username: 'office', password: 'e2e office password' } });
  if (r.status() !== 200) throw new Error('login ' + r.status());
  for (const p of paths) {
    await page.goto(base + p);
    const name = `${outPrefix}-${p.replace(/[^a-z0-9]+/gi, '_')}-${w}.png`;
    const buf = await page.screenshot({ fullPage: true });
    // Tall pages: keep the top 2400 px so they stay readable.
    const meta = await sharp(buf).metadata();
    await sharp(buf).extract({ left: 0, top: 0, width: meta.width, height: Math.min(meta.height, w === 390 ? 2400 : 1600) }).toFile(name);
    console.log(name, meta.height);
  }
  await ctx.close();
}
await browser.close();
