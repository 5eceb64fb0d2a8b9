import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * Issue 17: the gallery becomes albums (docs/decisions/0064-albums.md). An album has a title and a
 * day ("YYYY-MM-DD", the day of what it shows), an optional description, their Hindi, and a cover:
 * one of its photos, or null for its first. A photo belongs to one album and has a place in it
 * (`position`, from 0).
 *
 * `album_id` may be null in the table only because SQLite cannot add a column that references
 * another table and refuses null to a table that already has rows; the module always writes it, and
 * the photos already there are put in one album, "School life", in the order the gallery showed them
 * (newest first). The cover is not a reference either, so deleting a photo never has to wait on its
 * album: a cover that is no longer one of the album's photos is read as "its first".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('albums')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_hi', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_hi', 'text')
    .addColumn('held_on', 'text', (c) => c.notNull())
    .addColumn('cover_photo_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('albums_by_day').on('albums').columns(['held_on', 'id']).execute();
  await db.schema
    .alterTable('gallery_photos')
    .addColumn('album_id', 'integer', (c) => c.references('albums.id').onDelete('restrict'))
    .execute();
  await db.schema
    .alterTable('gallery_photos')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('gallery_photos_by_album').on('gallery_photos').columns(['album_id', 'position', 'id']).execute();

  // Aliased, so the rows read the same with the app's camelCase plugin and without it.
  const photos: { id: number; createdAt: string }[] = await db
    .selectFrom('gallery_photos')
    .select(['id', 'created_at as createdAt'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (photos.length === 0) return;
  const now = new Date().toISOString();
  const firstDay = photos.map((photo) => photo.createdAt.slice(0, 10)).sort()[0];
  const album = await db
    .insertInto('albums')
    .values({ title: 'School life', title_hi: 'विद्यालय जीवन', description: '', held_on: firstDay, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, photo] of photos.entries()) {
    await db.updateTable('gallery_photos').set({ album_id: album.id, position }).where('id', '=', photo.id).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('gallery_photos_by_album').execute();
  await db.schema.alterTable('gallery_photos').dropColumn('position').execute();
  await db.schema.alterTable('gallery_photos').dropColumn('album_id').execute();
  await db.schema.dropTable('albums').execute();
}
