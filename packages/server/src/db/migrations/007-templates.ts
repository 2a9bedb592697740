import type { Kysely } from 'kysely';

/**
 * Season templates: audited like every record, the name and description as
 * columns, and the fixture pattern (cross-division shared addresses, the divisions with their weeks)
 * plus the health computed on save as JSON text, like a score card.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('template')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('editor', 'text', (c) => c.notNull())
    .addColumn('deleted', 'text')
    .addColumn('remover', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('shared_addresses', 'text', (c) => c.notNull())
    .addColumn('divisions', 'text', (c) => c.notNull())
    .addColumn('template_health', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('template').execute();
}
