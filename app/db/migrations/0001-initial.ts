import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * Every entity of SPEC.md §3 as DESIGN.md §5 amends it. Column types are the portable subset
 * (integer, text, real) so one migration serves SQLite and PostgreSQL alike.
 */

// Migrations must not depend on the app's current types: they describe the schema at this version.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId<T extends string>(table: CreateTableBuilder<T>, postgres: boolean): CreateTableBuilder<T, 'id'> {
  return postgres
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const required = (c: ColumnDefinitionBuilder) => c.notNull();
const emptyByDefault = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: AnyDb): Promise<void> {
  const pgDialect = isPostgres(db);
  // PostgreSQL's `real` is 4 bytes; marks like 97.6 must round-trip exactly.
  const decimal = pgDialect ? 'double precision' : 'real';

  await withId(db.schema.createTable('notices'), pgDialect)
    .addColumn('title', 'text', required)
    .addColumn('details', 'text', required)
    .addColumn('notice_date', 'text', required)
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('academic'))
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema.createIndex('notices_by_date').on('notices').columns(['notice_date', 'created_at']).execute();

  await withId(db.schema.createTable('job_posts'), pgDialect)
    .addColumn('title', 'text', required)
    .addColumn('details', 'text', required)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await withId(db.schema.createTable('images'), pgDialect)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', required)
    .addColumn('height', 'integer', required)
    .addColumn('variant_widths', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();

  // Deleting an image that content still uses is refused (restrict): content is deleted first.
  const imageRef = (nullable: boolean) => (c: ColumnDefinitionBuilder) => {
    const col = c.references('images.id').onDelete('restrict');
    return nullable ? col : col.notNull();
  };

  await withId(db.schema.createTable('testimonials'), pgDialect)
    .addColumn('name', 'text', required)
    .addColumn('relation', 'text', emptyByDefault)
    .addColumn('details', 'text', emptyByDefault)
    .addColumn('image_id', 'integer', imageRef(true))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await withId(db.schema.createTable('gallery_photos'), pgDialect)
    .addColumn('title', 'text', required)
    .addColumn('description', 'text', emptyByDefault)
    .addColumn('image_id', 'integer', imageRef(false))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await withId(db.schema.createTable('faculty'), pgDialect)
    .addColumn('name', 'text', required)
    .addColumn('role', 'text', required)
    .addColumn('details', 'text', emptyByDefault)
    .addColumn('image_id', 'integer', imageRef(true))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await withId(db.schema.createTable('toppers'), pgDialect)
    .addColumn('name', 'text', required)
    .addColumn('marks', decimal, required)
    .addColumn('std', 'text', required)
    .addColumn('exam_year', 'text', emptyByDefault)
    .addColumn('image_id', 'integer', imageRef(true))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await withId(db.schema.createTable('events'), pgDialect)
    .addColumn('title', 'text', emptyByDefault)
    .addColumn('event_date', 'text')
    .addColumn('description', 'text', emptyByDefault)
    .addColumn('image_id', 'integer', imageRef(false))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await withId(db.schema.createTable('enquiries'), pgDialect)
    .addColumn('parent_name', 'text', required)
    .addColumn('child_name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('class_sought', 'text', emptyByDefault)
    .addColumn('message', 'text', emptyByDefault)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await withId(db.schema.createTable('contact_messages'), pgDialect)
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', emptyByDefault)
    .addColumn('inquiry_type', 'text', (c) => c.notNull().defaultTo('general'))
    .addColumn('message', 'text', required)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await withId(db.schema.createTable('applications'), pgDialect)
    .addColumn('job_id', 'integer', (c) => c.references('job_posts.id').onDelete('set null'))
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', emptyByDefault)
    .addColumn('original_name', 'text', required)
    .addColumn('file_key', 'text', (c) => c.notNull().unique())
    .addColumn('file_type', 'text', required)
    .addColumn('file_size', 'integer', required)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', required)
    .execute();

  await withId(db.schema.createTable('staff'), pgDialect)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .addColumn('last_sign_in_at', 'text')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', required)
    .addColumn('last_seen_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .execute();
  await db.schema.createIndex('sessions_by_staff').on('sessions').column('staff_id').execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'site_settings',
    'sessions',
    'staff',
    'applications',
    'contact_messages',
    'enquiries',
    'events',
    'toppers',
    'faculty',
    'gallery_photos',
    'testimonials',
    'images',
    'job_posts',
    'notices',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
