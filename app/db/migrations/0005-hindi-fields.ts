import type { Kysely } from 'kysely';

/**
 * DESIGN.md §8 (issue 15): what staff write gets an optional Hindi twin beside each English text a
 * visitor reads. Nullable text: null means "no Hindi yet", and the page shows the English inside
 * `lang="en"` (docs/decisions/0052-hindi-content-fields.md). People's names have none.
 * The site settings are one JSON document and need no column.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

/** Each table's Hindi columns, snake_case as stored (the CamelCasePlugin maps `titleHi` to `title_hi`). */
export const hindiColumns = {
  notices: ['title_hi', 'details_hi'],
  events: ['title_hi', 'description_hi'],
  job_posts: ['title_hi', 'details_hi'],
  gallery_photos: ['title_hi', 'description_hi'],
  faculty: ['role_hi', 'details_hi'],
  toppers: ['std_hi'],
  testimonials: ['relation_hi', 'details_hi'],
} as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [table, columns] of Object.entries(hindiColumns)) {
    for (const column of columns) {
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, columns] of Object.entries(hindiColumns)) {
    for (const column of columns) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
