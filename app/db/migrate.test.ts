import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEnvironment, testDialects, type TestEnvironment } from '~/test/databases';
import { migrateToLatest } from './migrate.server';
import * as hindiFields from './migrations/0005-hindi-fields';
import type { Database } from './schema';

const tables: (keyof Database)[] = [
  'notices',
  'jobPosts',
  'images',
  'pdfFiles',
  'transferCertificates',
  'disclosureDocuments',
  'testimonials',
  'galleryPhotos',
  'faculty',
  'toppers',
  'events',
  'enquiries',
  'contactMessages',
  'applications',
  'staff',
  'sessions',
  'siteSettings',
  'rateLimits',
  'outbox',
  'deletionLog',
  'alerts',
  'albums',
];

/** Every migration, in the order they run: a new one is added here. */
const everyMigration = ['0001-initial', '0002-rate-limits', '0003-inbox', '0004-content-version', '0005-hindi-fields', '0006-staff-language', '0007-pdf-files', '0008-fees', '0009-transfer-certificates', '0010-consent', '0011-disclosure-documents', '0012-faculty-posts', '0013-deletion-reasons', '0014-alerts', '0015-calendar', '0016-albums', '0017-one-time-sign-ins', '0018-fee-frequencies'];

describe.each(testDialects)('migrations on %s', (dialect) => {
  let env: TestEnvironment;
  afterEach(async () => {
    await env.cleanup();
  });

  it('create every table, and running them again changes nothing', async () => {
    env = await createTestEnvironment(dialect);
    const database = await env.open({ migrate: false });
    expect(await migrateToLatest(database)).toEqual(everyMigration);
    expect(await migrateToLatest(database)).toEqual([]);
    for (const table of tables) {
      const rows = await database.db.selectFrom(table).selectAll().execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('refuse, saying why, a database a newer version has migrated', async () => {
    env = await createTestEnvironment(dialect);
    const database = await env.open();
    await sql`insert into kysely_migration (name, timestamp) values ('0099-from-a-newer-version', '2027-01-01T00:00:00.000Z')`.execute(database.db);
    await expect(migrateToLatest(database)).rejects.toThrow(/cannot be migrated by this version .*0099-from-a-newer-version.*newer version of the site/);
  });

  it('migrate a database beside another migrated one on the same server', async () => {
    env = await createTestEnvironment(dialect);
    const neighbour = await createTestEnvironment(dialect);
    try {
      await neighbour.open();
      const database = await env.open({ migrate: false });
      expect(await migrateToLatest(database)).toEqual(everyMigration);
      expect(await database.db.selectFrom('notices').selectAll().execute()).toEqual([]);
    } finally {
      await neighbour.cleanup();
    }
  });

  it('enforce foreign keys: content cannot point at an image that does not exist', async () => {
    env = await createTestEnvironment(dialect);
    const database = await env.open();
    const now = new Date().toISOString();
    await expect(
      database.db
        .insertInto('galleryPhotos')
        .values({ title: 'x', description: '', imageId: 424242, createdAt: now, updatedAt: now })
        .execute(),
    ).rejects.toThrow();
  });

  it('keep marks exact to one decimal place', async () => {
    env = await createTestEnvironment(dialect);
    const database = await env.open();
    const now = new Date().toISOString();
    await database.db
      .insertInto('toppers')
      .values({ name: 'A', marks: 97.6, std: 'Class 8', examYear: '2026', imageId: null, createdAt: now, updatedAt: now })
      .execute();
    const row = await database.db.selectFrom('toppers').select('marks').executeTakeFirstOrThrow();
    expect(row.marks).toBe(97.6);
  });

  it('give the content tables nullable Hindi columns: rows written before them read null, and a Hindi text is kept', async () => {
    env = await createTestEnvironment(dialect);
    const database = await env.open();
    const now = new Date().toISOString();
    // A notice written before the migration ran: its Hindi is missing, not empty.
    await hindiFields.down(database.db);
    await database.db
      .insertInto('notices')
      .values({ title: 'Old', details: 'd', noticeDate: '2026-01-01', category: 'academic', priority: 'medium', createdAt: now, updatedAt: now })
      .execute();
    await hindiFields.up(database.db);
    const old = await database.db.selectFrom('notices').select(['titleHi', 'detailsHi']).executeTakeFirstOrThrow();
    expect(old).toEqual({ titleHi: null, detailsHi: null });

    await database.db
      .insertInto('toppers')
      .values({ name: 'A', marks: 90, std: 'Class 8', stdHi: 'कक्षा 8', examYear: '2026', imageId: null, createdAt: now, updatedAt: now })
      .execute();
    expect(await database.db.selectFrom('toppers').select('stdHi').executeTakeFirstOrThrow()).toEqual({ stdHi: 'कक्षा 8' });
    for (const [table, columns] of Object.entries(hindiFields.hindiColumns)) {
      const camel = columns.map((column) => column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()));
      // Every column is there (selecting a missing one fails on both databases).
      await expect(database.db.selectFrom(table as keyof Database).select(camel as never[]).execute(), table).resolves.toBeDefined();
    }
  });
});
