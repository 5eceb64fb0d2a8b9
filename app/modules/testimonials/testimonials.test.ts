import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '~/db/database.server';
import { insertWithImage } from '~/modules/images/images.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { testimonialInputSchema } from './testimonial-schema';
import { getTestimonial, insertTestimonial, listTestimonials } from './testimonials.server';

describe('testimonial rules', () => {
  it('requires the name and the words; the relation may be empty', () => {
    const result = testimonialInputSchema.safeParse({ name: '', details: '  ' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(['details', 'name']);
    expect(testimonialInputSchema.parse({ name: ' Mrs. Devi ', details: 'Caring teachers' })).toEqual({
      name: 'Mrs. Devi',
      relation: '',
      details: 'Caring teachers',
    });
  });
});

describe.each(testDialects)('testimonials on %s', (dialect) => {
  let env: TestEnvironment;
  let database: AppDatabase;

  beforeEach(async () => {
    env = await createTestEnvironment(dialect);
    database = await env.open();
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('lists newest first, with the photo as a responsive WebP source', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const withPhoto = await insertWithImage(database.db, env.config.uploadsDir, photo, (trx, imageId) =>
      insertTestimonial(
        trx,
        testimonialInputSchema.parse({ name: 'Mrs. Sunita Devi', relation: 'Mother of Aditya', details: 'Safe hands.' }),
        imageId,
        new Date('2026-02-01T05:00:00Z'),
      ),
    );
    const withoutPhoto = await insertTestimonial(
      database.db,
      testimonialInputSchema.parse({ name: 'Mr. Gupta', details: 'Great teachers.' }),
      null,
      new Date('2026-03-01T05:00:00Z'),
    );

    const list = await listTestimonials(database.db);
    expect(list.map((t) => t.id)).toEqual([withoutPhoto, withPhoto]);
    expect(list[0].photo).toBeNull();
    const first = await getTestimonial(database.db, withPhoto);
    expect(first).toMatchObject({ name: 'Mrs. Sunita Devi', relation: 'Mother of Aditya', details: 'Safe hands.' });
    expect(first?.photo).toMatchObject({ width: 800, height: 600 });
    expect(first?.photo?.src).toMatch(/^\/uploads\/images\/[\w-]+-640\.webp$/);
    expect(first?.photo?.srcSet).toContain('320w');
    expect((await listTestimonials(database.db, { limit: 1 })).map((t) => t.id)).toEqual([withoutPhoto]);
    expect(await getTestimonial(database.db, withPhoto + 100)).toBeUndefined();
  });
});
