import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Result-sheet photos: the resized image bytes live in the database so every
 * server instance can serve them. Bytes are the one column type that differs between the two
 * databases: `bytea` on PostgreSQL, `blob` on SQLite; both read back as a Node Buffer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('photo')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('editor', 'text', (c) => c.notNull())
    .addColumn('deleted', 'text')
    .addColumn('remover', 'text')
    // The fixture (or, later, tournament) the photo belongs to.
    .addColumn('entity_id', 'text', (c) => c.notNull())
    // The uploader's account: "own photo" checks use it rather than the display name in `author`.
    .addColumn('uploader_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('content', bytes, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photo_entity').on('photo').columns(['entity_id', 'deleted']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo').execute();
}
