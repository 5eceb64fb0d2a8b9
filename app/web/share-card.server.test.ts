import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { emsOf, shareCardSvg, wrapText } from '~/lib/share-card.server';
import { insertJob } from '~/modules/jobs/jobs.server';
import { createNotice } from '~/modules/notices/notices.server';
import { noticeInputSchema } from '~/modules/notices/notice-schema';
import { saveSiteSettings } from '~/modules/settings/settings.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { shareCardAnswer, shareCardOtherMethod } from './share-card.server';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The generated picture of a shared link (decision 0062): a 1200×630 PNG, only for what visitors may read, with an ETag. */
describe.each(testDialects)('share cards on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;
  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
    await saveSiteSettings(database.db, { schoolName: 'Sunrise Public School', schoolNameHi: 'सनराइज़ पब्लिक स्कूल', tagline: 'Learning with joy' });
  });
  afterEach(() => env.cleanup());

  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    shareCardAnswer(new Request(`http://localhost${path}`, { method, headers }), { db: database.db, publicUrl: 'https://school.example.in' }, path.replace(/^\/og\//, ''));
  const pngOf = async (response: Response) => {
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 8).equals(pngSignature)).toBe(true);
    return body;
  };

  it('draws the school’s card and a notice’s card as 1200×630 PNGs, in each language', async () => {
    const notice = await createNotice(database.db, env.files, noticeInputSchema.parse({ title: 'Annual Day', titleHi: 'वार्षिक उत्सव', details: 'All parents are invited.', date: '2026-12-05' }));
    for (const path of ['/og/en/school.png', '/og/hi/school.png', `/og/en/notices/${notice.id}.png`, `/og/hi/notices/${notice.id}.png`]) {
      const response = await ask(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toMatch(/^public, /);
      expect(response.headers.get('set-cookie')).toBeNull();
      const metadata = await sharp(await pngOf(response)).metadata();
      expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({ width: 1200, height: 630, format: 'png' });
    }
    // A title pasted from a word processor, with a vertical tab and a bell in it, still draws a card.
    const pasted = await createNotice(database.db, env.files, noticeInputSchema.parse({ title: 'Holiday\u000Bon Monday\u0007', details: 'Closed.', date: '2026-12-05' }));
    const drawn = await ask(`/og/en/notices/${pasted.id}.png`);
    expect(drawn.status).toBe(200);
    expect((await sharp(await pngOf(drawn)).metadata()).width).toBe(1200);
    // The two languages' cards differ (the Hindi name and title), and so do their validators.
    expect((await ask(`/og/en/notices/${notice.id}.png`)).headers.get('etag')).not.toBe((await ask(`/og/hi/notices/${notice.id}.png`)).headers.get('etag'));
  });

  it('answers 304 to a client that holds the card, and a HEAD without a body', async () => {
    const first = await ask('/og/en/school.png');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ask('/og/en/school.png', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const weak = await ask('/og/en/school.png', { 'If-None-Match': `"other", W/${etag}` });
    expect(weak.status).toBe(304);
    const head = await ask('/og/en/school.png', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    // A change of the school's name is a new card under a new validator.
    await saveSiteSettings(database.db, { schoolName: 'Sunrise Senior Secondary School' });
    const renamed = await ask('/og/en/school.png', { 'If-None-Match': etag });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).not.toBe(etag);
  });

  it('is a 404 for an unknown item, a closed job post, an unknown kind or language, and any other file name', async () => {
    const open = await insertJob(database.db, { title: 'Mathematics teacher', details: 'TGT', status: 'open', titleHi: null, detailsHi: null });
    const closed = await insertJob(database.db, { title: 'Closed post', details: 'x', status: 'closed', titleHi: null, detailsHi: null });
    expect((await ask(`/og/en/jobs/${open.id}.png`)).status).toBe(200);
    for (const path of [
      `/og/en/jobs/${closed.id}.png`,
      '/og/en/notices/999.png',
      '/og/en/events/999.png',
      '/og/en/photos/1.png',
      '/og/fr/school.png',
      '/og/xx/notices/1.png',
      `/og/en/jobs/${open.id}.jpg`,
      `/og/en/jobs/${open.id}`,
      '/og/en/jobs/0.png',
      '/og/en/jobs/-1.png',
      '/og/en/jobs/1e3.png',
      '/og/en/jobs/__proto__.png',
      '/og/en/__proto__/1.png',
      '/og/en/notices/1.png/x',
      '/og/en/school.png.data',
      '/og/en/../school.png',
      '/og/hi',
    ]) {
      const response = await ask(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBeNull();
    }
    // The routes' action: nothing but GET and HEAD is answered.
    const refused = shareCardOtherMethod();
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('card text', () => {
  it('draws what staff wrote as text, never as markup', () => {
    const svg = shareCardSvg({ school: 'A & B <School>', tagline: '', item: { kind: 'Notice', title: '</text><script>alert(1)</script> "x"' }, lang: 'en-IN', site: 'school.example.in' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
    expect(svg).toContain('A &amp; B &lt;School&gt;');
  });

  it('keeps lines within the width and ends a text cut short with an ellipsis', () => {
    expect(wrapText('Annual Day', 10, 2)).toEqual(['Annual Day']);
    const lines = wrapText('The annual sports day will be held on the school ground for every class from one to twelve', 12, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines.every((line) => emsOf(line) <= 12)).toBe(true);
    // A word longer than a line is cut, not drawn past the card's edge.
    expect(wrapText('x'.repeat(50), 5.8, 3).every((line) => emsOf(line) <= 5.8)).toBe(true);
    // Devanagari is counted by syllables, not by code points.
    expect(emsOf('वार्षिक')).toBeCloseTo(3 * 0.84);
    expect(wrapText('वार्षिक उत्सव', 10, 1)).toEqual(['वार्षिक उत्सव']);
  });
});
