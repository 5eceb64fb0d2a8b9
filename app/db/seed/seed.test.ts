import { afterEach, describe, expect, it } from 'vitest';
import { academicSessionOf } from '~/modules/fees/fee-heads';
import { feeRisesOver } from '~/modules/fees/fee-rises';
import { getFeeSession, listFeeSessions } from '~/modules/fees/fees.server';
import { getSiteSettings } from '~/modules/settings/settings.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { hindiColumns } from '../migrations/0005-hindi-fields';
import { seedDemoContent } from './seed.server';
import { demoCertificates } from './demo-records';
import { verifyCertificate } from '~/modules/transfer-certificates/certificates.server';
import fs from 'node:fs';
import path from 'node:path';
import { listNotices } from '~/modules/notices/notices.server';
import { listFaculty } from '~/modules/faculty/faculty.server';
import { pdfFilesDir } from '~/modules/pdf-files/pdf-files.server';
import { inspectPdf } from '~/modules/pdf-files/pdf-inspection.server';

/** `title_hi` as the CamelCasePlugin names it, and its English twin: `titleHi`, `title`. */
const camel = (column: string) => column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

describe.each(testDialects)('the demo seed on %s', (dialect) => {
  let env: TestEnvironment;
  afterEach(async () => {
    await env.cleanup();
  });

  it('seeds once when two servers start together on one empty database, and the other leaves no files behind', async () => {
    env = await createTestEnvironment(dialect);
    const first = await env.open();
    const second = await env.open({ migrate: false });
    const results = await Promise.all([seedDemoContent(first.db, env.files), seedDemoContent(second.db, env.files)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const images = await first.db.selectFrom('images').select(['key', 'variantWidths']).execute();
    const owned = new Set(images.flatMap((image) => image.variantWidths.split(',').map((w) => `${image.key}-${w}.webp`)));
    const onDisk = fs.readdirSync(path.join(env.config.uploadsDir, 'images'));
    expect(onDisk.length).toBe(owned.size);
    expect(onDisk.every((name) => owned.has(name))).toBe(true);
  });

  it('gives every text a visitor reads its Hindi, so the Hindi site is whole from the first start (issue 15)', async () => {
    env = await createTestEnvironment(dialect);
    const { db } = await env.open();
    expect(await seedDemoContent(db, env.files)).toBe(true);

    let checked = 0;
    for (const [table, columns] of Object.entries(hindiColumns)) {
      const hindi = columns.map(camel);
      const english = hindi.map((name) => name.replace(/Hi$/, ''));
      // A table chosen at run time: Kysely cannot type its columns, which the loop names itself.
      const rows = (await db
        .selectFrom(table as 'notices')
        .select([...english, ...hindi] as never[])
        .execute()) as unknown as Record<string, string | null>[];
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        english.forEach((name, i) => {
          if (row[name]) {
            expect(row[hindi[i]!], `${table}.${hindi[i]} of “${row[name]}”`).toMatch(/[\u0900-\u097F]/);
            checked += 1;
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(50);

    const settings = await getSiteSettings(db);
    for (const text of [settings.schoolNameHi, settings.taglineHi, settings.addressHi]) expect(text).toMatch(/[\u0900-\u097F]/);
    expect(settings.hours.length).toBeGreaterThan(0);
    for (const line of settings.hours) {
      expect(line.daysHi).toMatch(/[\u0900-\u097F]/);
      expect(line.timeHi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('gives a notice a sample circular, made here as a PDF the site would publish (issue 16)', async () => {
    env = await createTestEnvironment(dialect);
    const { db } = await env.open();
    expect(await seedDemoContent(db, env.files)).toBe(true);
    const withCircular = (await listNotices(db)).filter((notice) => notice.circular);
    expect(withCircular.map((notice) => notice.circular!.name)).toEqual(['Half-yearly examination date sheet.pdf']);
    const file = path.join(pdfFilesDir(env.config.uploadsDir), path.basename(withCircular[0]!.circular!.url));
    const bytes = fs.readFileSync(file);
    expect(bytes.length).toBe(withCircular[0]!.circular!.size);
    expect(inspectPdf(bytes)).toBeNull();
    expect(bytes.toString('latin1')).toContain('DEMO CIRCULAR');
  });

  it('records sample transfer certificates a visitor can verify, with private scans (issue 16)', async () => {
    env = await createTestEnvironment(dialect);
    const { db } = await env.open();
    expect(await seedDemoContent(db, env.files)).toBe(true);
    const [first] = demoCertificates;
    const found = await verifyCertificate(db, { number: first.number, birthDate: first.birthDate });
    expect(found).toMatchObject({ number: first.number, studentName: first.studentName });
    const scans = await db.selectFrom('pdfFiles').select('visibility').where('visibility', '=', 'private').execute();
    expect(scans).toHaveLength(demoCertificates.length);
  });

  it('publishes last session’s fees and this one’s, in both languages, every rise within 7 % (issue 16)', async () => {
    env = await createTestEnvironment(dialect);
    const { db } = await env.open();
    const now = new Date('2026-11-24T06:00:00Z');
    expect(await seedDemoContent(db, env.files, now)).toBe(true);
    expect(academicSessionOf('2026-11-24')).toBe('2026-27');
    expect(await listFeeSessions(db, { publishedOnly: true })).toMatchObject([{ session: '2026-27' }, { session: '2025-26' }]);
    const [current, previous] = [(await getFeeSession(db, '2026-27'))!, (await getFeeSession(db, '2025-26'))!];
    expect(feeRisesOver(previous, current)).toEqual([]);
    const tuition = Object.values(current.fees).map((row) => row.tuition);
    expect(tuition).toHaveLength(9);
    expect(Math.min(...(tuition as number[]))).toBeGreaterThanOrEqual(700);
    expect(Math.max(...(tuition as number[]))).toBeLessThanOrEqual(1600);
    expect(current.notesHi).toMatch(/[\u0900-\u097F]/);
    for (const head of current.otherHeads) expect(head.nameHi).toMatch(/[\u0900-\u097F]/);
  });

  it('gives every demo teacher a qualification, a post and an appointment, as the board’s disclosure lists them (decision 0059)', async () => {
    env = await createTestEnvironment(dialect);
    const { db } = await env.open();
    expect(await seedDemoContent(db, env.files)).toBe(true);
    const faculty = await listFaculty(db);
    expect(faculty.length).toBeGreaterThan(0);
    for (const member of faculty) {
      expect(member.qualification, member.name).not.toBe('');
      expect(member.post, member.name).not.toBeNull();
      expect(member.appointment, member.name).not.toBeNull();
    }
    const count = (values: (string | null)[]) => Object.fromEntries([...new Set(values)].map((value) => [value, values.filter((v) => v === value).length]));
    expect(count(faculty.map((member) => member.post))).toMatchObject({ principal: 1, 'special-educator': 1, counsellor: 1 });
    expect(faculty.filter((member) => member.post === 'tgt' || member.post === 'prt').length).toBeGreaterThan(1);
    expect(count(faculty.map((member) => member.appointment))).toEqual({ regular: faculty.length - 1, contract: 1 });
  });
});
