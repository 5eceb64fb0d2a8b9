import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insertWithImage } from '~/modules/images/images.server';
import { testDialects, testSite } from '~/test/databases';
import { filesOnDisk, imageRows, variantFiles } from '~/test/images';
import { photoOwnerTools } from '~/test/photo-owners';
import { testimonialInputSchema, testimonialUpdateSchema, type TestimonialInput } from './testimonial-schema';
import {
  addTestimonial,
  countTestimonials,
  deleteTestimonial,
  editTestimonial,
  getTestimonial,
  insertTestimonial,
  listTestimonials,
} from './testimonials.server';
import { saidIssue } from '~/test/rules';

describe('testimonial rules', () => {
  it('requires the name and the words; the relation may be empty', () => {
    const result = testimonialInputSchema.safeParse({ name: '', details: '  ' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(['details', 'name']);
    expect(testimonialInputSchema.parse({ name: ' Mrs. Devi ', details: 'Caring teachers' })).toEqual({
      name: 'Mrs. Devi',
      relation: '',
      details: 'Caring teachers',
      relationHi: null,
      detailsHi: null,
    });
  });

  it('names missing fields (not just blank ones) in words the office understands', () => {
    const messages = Object.fromEntries(testimonialInputSchema.safeParse({}).error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({ name: 'Enter the parent’s name', details: 'Enter what the parent said' });
    const tooLong = testimonialInputSchema.safeParse({ name: 'x'.repeat(101), relation: 'r'.repeat(121), details: 'd'.repeat(1001) });
    expect(tooLong.error!.issues.map(saidIssue)).toEqual([
      'Keep the name under 100 characters',
      'Keep this under 120 characters',
      'Keep the words under 1,000 characters',
    ]);
  });

  it('a change keeps what it leaves out; an empty relation clears it', () => {
    expect(testimonialUpdateSchema.parse({})).toEqual({});
    expect(testimonialUpdateSchema.parse({ relation: ' ' })).toEqual({ relation: '' });
    expect(testimonialUpdateSchema.safeParse({ details: '' }).error!.issues.map(saidIssue)[0]).toBe('Enter what the parent said');
  });
});

describe.each(testDialects)('testimonials on %s', (dialect) => {
  const site = testSite(dialect);

  it('lists newest first, with the photo as a responsive WebP source', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const withPhoto = await insertWithImage(site.db, site.files, photo, (trx, imageId) =>
      insertTestimonial(
        trx,
        testimonialInputSchema.parse({ name: 'Mrs. Sunita Devi', relation: 'Mother of Aditya', details: 'Safe hands.' }),
        imageId,
        new Date('2026-02-01T05:00:00Z'),
      ),
    );
    const withoutPhoto = await insertTestimonial(
      site.db,
      testimonialInputSchema.parse({ name: 'Mr. Gupta', details: 'Great teachers.' }),
      null,
      new Date('2026-03-01T05:00:00Z'),
    );

    const list = await listTestimonials(site.db);
    expect(list.map((t) => t.id)).toEqual([withoutPhoto, withPhoto]);
    expect(list[0].photo).toBeNull();
    const first = await getTestimonial(site.db, withPhoto);
    expect(first).toMatchObject({ name: 'Mrs. Sunita Devi', relation: 'Mother of Aditya', details: 'Safe hands.' });
    expect(first?.photo).toMatchObject({ width: 800, height: 600 });
    expect(first?.photo?.src).toMatch(/^\/uploads\/images\/[\w-]+-640\.webp$/);
    expect(first?.photo?.srcSet).toContain('320w');
    expect((await listTestimonials(site.db, { limit: 1 })).map((t) => t.id)).toEqual([withoutPhoto]);
    expect(await getTestimonial(site.db, withPhoto + 100)).toBeUndefined();
  });
});

describe.each(testDialects)('adding, changing and deleting testimonials on %s', (dialect) => {
  const site = testSite(dialect);

  const created = new Date('2026-02-01T05:00:00Z');
  const input = (name: string) => testimonialInputSchema.parse({ name, relation: 'Parent', details: `${name} says thanks` });
  const { upload, notAPhoto, photoOf, shareImage } = photoOwnerTools(site);
  /** A testimonial with a photo, added as the dashboard adds one. */
  async function addWithPhoto(name: string) {
    const { id } = await addTestimonial(site.db, site.files, input(name), await upload(), created);
    return { id, ...(await photoOf('testimonials', id)) };
  }

  it('adds a testimonial with an uploaded photo (its variants on disk, the upload gone) or without one', async () => {
    const photo = await upload();
    const added = await addTestimonial(site.db, site.files, input('Mrs. Devi'), photo, created);
    const [image] = await imageRows(site.db);
    expect(added).toMatchObject({ name: 'Mrs. Devi', relation: 'Parent', details: 'Mrs. Devi says thanks', createdAt: created.toISOString() });
    expect(added.photo!.src).toContain(image.key);
    expect(await getTestimonial(site.db, added.id)).toEqual(added);
    expect(filesOnDisk(site.uploadsDir)).toEqual(variantFiles(image));
    expect(fs.existsSync(photo)).toBe(false);

    const withoutPhoto = await addTestimonial(site.db, site.files, input('Mr. Gupta'), undefined, created);
    expect(withoutPhoto).toMatchObject({ name: 'Mr. Gupta', photo: null });
    expect(await imageRows(site.db)).toEqual([image]);
    expect(await countTestimonials(site.db)).toBe(2);
  });

  it('an add with a refused photo, or one the database refuses, leaves no row and no file', async () => {
    const refusedPhoto = await notAPhoto();
    await expect(addTestimonial(site.db, site.files, input('Mrs. Devi'), refusedPhoto)).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(fs.existsSync(refusedPhoto)).toBe(false);
    // Words the schema never lets through: the photo is stored by then, and the row's NOT NULL refuses them.
    const refusedRow = { ...input('Mrs. Devi'), details: null } as unknown as TestimonialInput;
    await expect(addTestimonial(site.db, site.files, refusedRow, await upload())).rejects.toThrow();
    expect(await countTestimonials(site.db)).toBe(0);
    expect(await imageRows(site.db)).toEqual([]);
    expect(filesOnDisk(site.uploadsDir)).toEqual([]);
  });

  it('an edit changes only the fields it names, of that testimonial only, keeping its photo', async () => {
    const target = await addWithPhoto('Mrs. Devi');
    const other = await insertTestimonial(site.db, input('Mr. Gupta'), null, created);
    const before = await getTestimonial(site.db, target.id);
    const otherBefore = await getTestimonial(site.db, other);

    const changes = testimonialUpdateSchema.parse({ details: 'Caring teachers.', relation: '' });
    const updated = await editTestimonial(site.db, site.files, target.id, changes, { kind: 'keep' }, new Date('2026-03-01T05:00:00Z'));
    expect(updated).toEqual({ ...before, details: 'Caring teachers.', relation: '' });
    expect(await getTestimonial(site.db, other)).toEqual(otherBefore);
    const { updatedAt } = await site.db.selectFrom('testimonials').select('updatedAt').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(updatedAt).toBe('2026-03-01T05:00:00.000Z');
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
    expect(await editTestimonial(site.db, site.files, other + 1000, { name: 'Nobody' }, { kind: 'keep' })).toBeUndefined();
  });

  it('an edit with a new photo removes the old files and keeps the new', async () => {
    const target = await addWithPhoto('Mrs. Devi');
    const other = await addWithPhoto('Mr. Gupta');

    const updated = await editTestimonial(site.db, site.files, target.id, {}, { kind: 'replace', uploadPath: await upload('#118844') });
    const replaced = (await imageRows(site.db)).find((r) => r.id !== other.image.id)!;
    expect(updated).toMatchObject({ id: target.id, name: 'Mrs. Devi' });
    expect(updated!.photo!.src).toContain(replaced.key);
    expect(filesOnDisk(site.uploadsDir)).toEqual([...other.files, ...variantFiles(replaced)].sort());
  });

  it('an edit with a new photo for an unknown id, or with a refused photo, changes nothing and leaves no new file', async () => {
    const kept = await addWithPhoto('Kept');
    const before = await getTestimonial(site.db, kept.id);
    const edit = (id: number, uploadPath: string) =>
      editTestimonial(site.db, site.files, id, { name: 'Changed' }, { kind: 'replace', uploadPath });
    expect(await edit(kept.id + 1000, await upload())).toBeUndefined();
    await expect(edit(kept.id, await notAPhoto())).rejects.toMatchObject({ kind: 'wrong-type' });
    expect(await getTestimonial(site.db, kept.id)).toEqual(before);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await imageRows(site.db)).toEqual([kept.image]);
  });

  it('an edit that fails inside the transaction keeps the words and the old photo whole, and removes the new files', async () => {
    const target = await addWithPhoto('Mrs. Devi');
    const before = await getTestimonial(site.db, target.id);
    await shareImage(target.image.id);

    const replace = { kind: 'replace', uploadPath: await upload() } as const;
    await expect(editTestimonial(site.db, site.files, target.id, { name: 'Changed' }, replace)).rejects.toThrow();
    await expect(editTestimonial(site.db, site.files, target.id, { name: 'Changed' }, { kind: 'remove' })).rejects.toThrow();
    expect(await getTestimonial(site.db, target.id)).toEqual(before);
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });

  it('an edit that takes the photo off deletes its row and files; the testimonial stays', async () => {
    const target = await addWithPhoto('Mrs. Devi');
    const other = await addWithPhoto('Mr. Gupta');
    const remove = (id: number) => editTestimonial(site.db, site.files, id, {}, { kind: 'remove' });
    expect(await remove(target.id)).toMatchObject({ id: target.id, photo: null });
    expect(await imageRows(site.db)).toEqual([other.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(other.files);
    expect(await remove(target.id + 1000)).toBeUndefined();
  });

  it('deleting removes the testimonial, the photo row and every variant file; false for an unknown id', async () => {
    const gone = await addWithPhoto('Gone');
    const kept = await addWithPhoto('Kept');
    expect(await countTestimonials(site.db)).toBe(2);

    expect(await deleteTestimonial(site.db, site.files, gone.id)).toBe(true);
    expect(await getTestimonial(site.db, gone.id)).toBeUndefined();
    expect(await imageRows(site.db)).toEqual([kept.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(kept.files);
    expect(await countTestimonials(site.db)).toBe(1);
    expect(await deleteTestimonial(site.db, site.files, gone.id)).toBe(false);
  });

  it('a delete that fails inside the transaction keeps the testimonial, the photo row and its files', async () => {
    const target = await addWithPhoto('Mrs. Devi');
    await shareImage(target.image.id);
    await expect(deleteTestimonial(site.db, site.files, target.id)).rejects.toThrow();
    expect(await getTestimonial(site.db, target.id)).toBeDefined();
    expect(await imageRows(site.db)).toEqual([target.image]);
    expect(filesOnDisk(site.uploadsDir)).toEqual(target.files);
  });
});
