import type { Kysely } from 'kysely';

/**
 * Who may write a score-as-you-go record, and its first save made idempotent:
 * - `idempotency_key`: a digest of the `Idempotency-Key` the scorer's device sent with the save that
 *   created the record, unique, so a create resent after its answer was lost is the same record;
 * - `write_token_hash`: a digest of the write token a practice record's device was given, which its
 *   later writes present (null for match and tournament records and those made before this);
 * - `owner_id`: the account that created the record, which may write it without the token.
 * All three are nullable text: existing rows keep the rules they had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recorded_score_as_you_go').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('recorded_score_as_you_go').addColumn('write_token_hash', 'text').execute();
  await db.schema.alterTable('recorded_score_as_you_go').addColumn('owner_id', 'text').execute();
  await db.schema
    .createIndex('recorded_score_as_you_go_idempotency_key')
    .on('recorded_score_as_you_go')
    .column('idempotency_key')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recorded_score_as_you_go_idempotency_key').execute();
  await db.schema.alterTable('recorded_score_as_you_go').dropColumn('owner_id').execute();
  await db.schema.alterTable('recorded_score_as_you_go').dropColumn('write_token_hash').execute();
  await db.schema.alterTable('recorded_score_as_you_go').dropColumn('idempotency_key').execute();
}
