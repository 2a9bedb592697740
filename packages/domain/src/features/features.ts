import { parseTimeSpan } from '../time/time-span.js';

/** Value types of a configurable feature. */
export const featureValueTypes = ['Unknown', 'Boolean', 'Integer', 'Decimal', 'String', 'TimeSpan'] as const;
export type FeatureValueType = (typeof featureValueTypes)[number];

export type FeatureDefinition = {
  id: string;
  name: string;
  description: string;
  valueType: FeatureValueType;
  defaultValue: string;
};

/** The features this product knows. Ids are fixed and lower-case. */
export const knownFeatures = {
  RandomisedSingles: {
    id: 'ff05cbc0-7b99-4898-a973-06a9f26d557c',
    name: 'RandomisedSingles',
    description: 'Shuffle the singles on score cards for viewers who cannot edit scores.',
    valueType: 'Boolean',
    defaultValue: 'false',
  },
  VetoScores: {
    id: 'e58da2bc-d82a-48af-ac9d-46ca0b894c01',
    name: 'VetoScores',
    description: 'Hide fixture scores from viewers until the fixture date plus this delay.',
    valueType: 'TimeSpan',
    defaultValue: '00:00:00',
  },
  PhotosEnabled: {
    id: 'af2ef520-8153-42b0-9ef4-d8419daebc23',
    name: 'PhotosEnabled',
    description: 'Allow result-sheet photos to be uploaded, viewed and deleted.',
    valueType: 'Boolean',
    defaultValue: 'true',
  },
  FavouritesEnabled: {
    id: '0edb9fc6-6579-4c4c-9506-77c2485c09a0',
    name: 'FavouritesEnabled',
    description: 'Let visitors pick favourite teams; other teams are dimmed.',
    valueType: 'Boolean',
    defaultValue: 'false',
  },
  ServiceAccountSessionsAllowed: {
    id: '1f866fa2-8b9a-4345-a191-d7aaeccd8d72',
    name: 'ServiceAccountSessionsAllowed',
    description: 'Allow tablets and TVs to sign in as service-account sessions.',
    valueType: 'Boolean',
    defaultValue: 'false',
  },
} as const satisfies Record<string, FeatureDefinition>;

export type KnownFeatureName = keyof typeof knownFeatures;

/** Looks a feature definition up by id (case-insensitive). */
export function findFeature(id: string): FeatureDefinition | undefined {
  const lower = id.toLowerCase();
  return Object.values(knownFeatures).find((feature) => feature.id === lower);
}

/** Whether `value` is a valid text form of a `valueType` value (invariant culture). */
export function isValidFeatureValue(valueType: FeatureValueType, value: string): boolean {
  switch (valueType) {
    case 'Boolean':
      return /^(true|false)$/i.test(value);
    case 'Integer':
      return /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value));
    case 'Decimal':
      return /^-?(\d+\.?\d*|\.\d+)$/.test(value);
    case 'TimeSpan':
      return parseTimeSpan(value) !== undefined;
    case 'String':
      return true;
    case 'Unknown':
      return true;
  }
}

/**
 * What a feature update stores: an empty value, or one equal
 * to the default, clears the configuration (null).
 */
export function configuredValueToStore(definition: FeatureDefinition | undefined, value: string | null | undefined) {
  if (value == null || value === '') return null;
  if (definition && value.toLowerCase() === definition.defaultValue.toLowerCase()) return null;
  return value;
}

/** The value in force: the configured value if non-empty, else the default. */
export function effectiveFeatureValue(definition: { defaultValue: string | null }, configuredValue: string | null) {
  return configuredValue != null && configuredValue !== '' ? configuredValue : definition.defaultValue;
}

/** The stored form of a valid value: booleans in lower case, so readers can compare with `'true'`. */
export function normaliseFeatureValue(valueType: FeatureValueType, value: string): string {
  return valueType === 'Boolean' ? value.toLowerCase() : value;
}
