import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * Issue 5: visitors' submissions are stored once even when a form is sent twice (a double tap, a
 * retried request): each may carry the key its form was rendered with, unique with the sender's
 * e-mail address per table. And the
 * e-mail outbox: a notification is written in the same transaction as the submission, then sent
 * and retried apart from it, so a failed e-mail never loses what the visitor sent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on an untyped database
type AnyDb = Kysely<any>;

const keyed = ['enquiries', 'contact_messages', 'applications'] as const;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of keyed) {
    await db.schema.alterTable(table).addColumn('submission_key', 'text').execute();
    // With the e-mail address: were a page ever served from a shared cache, two visitors with one key
    // would still both be stored. Rows without a key never clash (NULLs are distinct on both databases).
    await db.schema.createIndex(`${table}_submission_key`).unique().on(table).columns(['submission_key', 'email']).execute();
  }
  await db.schema.createIndex('enquiries_by_status').on('enquiries').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('contact_messages_by_status').on('contact_messages').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // Set while one app server is sending it, so another does not send it too.
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sent_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'failed_at', 'next_attempt_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('outbox').ifExists().execute();
  await db.schema.dropIndex('contact_messages_by_status').ifExists().execute();
  await db.schema.dropIndex('enquiries_by_status').ifExists().execute();
  for (const table of keyed) {
    await db.schema.dropIndex(`${table}_submission_key`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('submission_key').execute();
  }
}
