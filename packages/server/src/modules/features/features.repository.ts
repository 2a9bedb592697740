import { effectiveFeatureValue, knownFeatures, type KnownFeatureName } from '@darts/domain';
import type { Db } from '../../db/database.js';
import { auditTimestamp, type Clock } from '../../shared/clock.js';

/** A stored feature configuration (table configured_feature; the id is the feature id). */
export type FeatureConfiguration = {
  id: string;
  configuredValue: string;
  created: string;
  author: string;
  updated: string;
  editor: string;
};

const columns = ['id', 'configuredValue', 'created', 'author', 'updated', 'editor'] as const;

/** Every configuration in force (soft-deleted ones are cleared configurations). */
export async function listFeatureConfigurations(db: Db): Promise<FeatureConfiguration[]> {
  return db.selectFrom('configuredFeature').select(columns).where('deleted', 'is', null).orderBy('id').execute();
}

export async function findFeatureConfiguration(db: Db, id: string): Promise<FeatureConfiguration | undefined> {
  return db
    .selectFrom('configuredFeature')
    .select(columns)
    .where('id', '=', id)
    .where('deleted', 'is', null)
    .executeTakeFirst();
}

/** Stores a value, creating the configuration or bringing a cleared one back. */
export async function saveFeatureConfiguration(
  db: Db,
  clock: Clock,
  id: string,
  configuredValue: string,
  editor: string,
) {
  const now = auditTimestamp(clock);
  await db
    .insertInto('configuredFeature')
    .values({ id, configuredValue, created: now, author: editor, updated: now, editor, deleted: null, remover: null })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ configuredValue, updated: now, editor, deleted: null, remover: null }),
    )
    .execute();
  return (await findFeatureConfiguration(db, id))!;
}

/** Clears a configuration: a soft delete, so the record of who changed it stays. */
export async function clearFeatureConfiguration(db: Db, clock: Clock, id: string, remover: string) {
  const now = auditTimestamp(clock);
  await db
    .updateTable('configuredFeature')
    .set({ deleted: now, remover, updated: now, editor: remover })
    .where('id', '=', id)
    .where('deleted', 'is', null)
    .execute();
}

/** The value in force for a known feature: the configured value if set, else the default. */
export async function featureValue(db: Db, name: KnownFeatureName): Promise<string> {
  const definition = knownFeatures[name];
  const stored = await findFeatureConfiguration(db, definition.id);
  return effectiveFeatureValue(definition, stored?.configuredValue ?? null) ?? definition.defaultValue;
}
