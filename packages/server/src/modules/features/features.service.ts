import type { ActionResult, ConfiguredFeatureDto, ReconfigureFeatureDto } from '@darts/contract';
import {
  configuredValueToStore,
  findFeature,
  isValidFeatureValue,
  knownFeatures,
  normaliseFeatureValue,
  type FeatureDefinition,
} from '@darts/domain';
import type { Db } from '../../db/database.js';
import { envelope, refused } from '../../http/envelope.js';
import type { Clock } from '../../shared/clock.js';
import {
  clearFeatureConfiguration,
  findFeatureConfiguration,
  listFeatureConfigurations,
  saveFeatureConfiguration,
  type FeatureConfiguration,
} from './features.repository.js';

// What other modules use of this one: they come here, never to the repository.
export { featureValue } from './features.repository.js';

export const featureMessages = {
  updated: 'Feature updated',
  emptyValue: 'Unable to create a configuration with an empty value',
  unknown: "Feature isn't known (anymore/yet) - data type cannot be validated",
  incompatible: (valueType: string) => `Configured value isn't compatible, it must be a ${valueType}`,
} as const;

function toDto(
  id: string,
  definition: FeatureDefinition | undefined,
  stored: FeatureConfiguration | undefined,
): ConfiguredFeatureDto {
  return {
    id,
    ...(stored
      ? { created: stored.created, author: stored.author, updated: stored.updated, editor: stored.editor }
      : {}),
    name: definition?.name ?? id,
    description: definition?.description ?? 'Not known to this version of the server',
    valueType: definition?.valueType ?? 'Unknown',
    ...(definition ? { defaultValue: definition.defaultValue } : {}),
    ...(stored ? { configuredValue: stored.configuredValue } : {}),
  };
}

/** Every known feature, configured or not, then any configured id this version does not know. */
export async function listFeatures(db: Db): Promise<ConfiguredFeatureDto[]> {
  const stored = new Map((await listFeatureConfigurations(db)).map((row) => [row.id, row]));
  const known = Object.values(knownFeatures).map((definition) =>
    toDto(definition.id, definition, stored.get(definition.id)),
  );
  const unknown = [...stored.values()]
    .filter((row) => !findFeature(row.id))
    .map((row) => toDto(row.id, undefined, row));
  return [...known, ...unknown];
}

/**
 * Applies a ReconfigureFeatureDto: an empty value, or the
 * default, clears the configuration; a value of the wrong type is refused; an unknown id is saved
 * with a warning because its type cannot be checked.
 */
export async function reconfigureFeature(
  db: Db,
  clock: Clock,
  update: ReconfigureFeatureDto,
  editor: string,
): Promise<ActionResult<ConfiguredFeatureDto>> {
  const definition = findFeature(update.id);
  const value = update.configuredValue;
  if (definition && value && !isValidFeatureValue(definition.valueType, value)) {
    return refused(featureMessages.incompatible(definition.valueType));
  }
  const warnings = definition ? [] : [featureMessages.unknown];
  const existing = await findFeatureConfiguration(db, update.id);
  const toStore = configuredValueToStore(definition, value);

  if (toStore === null) {
    if (!existing && !value) return refused(featureMessages.emptyValue);
    if (existing) await clearFeatureConfiguration(db, clock, update.id, editor);
    return envelope({
      success: true,
      result: toDto(update.id, definition, undefined),
      warnings,
      messages: [featureMessages.updated],
    });
  }
  const saved = await saveFeatureConfiguration(
    db,
    clock,
    update.id,
    normaliseFeatureValue(definition?.valueType ?? 'Unknown', toStore),
    editor,
  );
  return envelope({
    success: true,
    result: toDto(update.id, definition, saved),
    warnings,
    messages: [featureMessages.updated],
  });
}
