import { describe, expect, it } from 'vitest';
import {
  configuredValueToStore,
  effectiveFeatureValue,
  findFeature,
  isValidFeatureValue,
  knownFeatures,
  normaliseFeatureValue,
  type FeatureValueType,
} from './features.js';

describe('isValidFeatureValue', () => {
  it.each<[FeatureValueType, string, boolean]>([
    ['Boolean', 'true', true],
    ['Boolean', 'False', true],
    ['Boolean', 'yes', false],
    ['Boolean', '', false],
    ['Integer', '42', true],
    ['Integer', '-7', true],
    ['Integer', '4.2', false],
    ['Integer', '99999999999999999999', false],
    ['Decimal', '4.25', true],
    ['Decimal', '-0.5', true],
    ['Decimal', '1,5', false],
    ['Decimal', 'abc', false],
    ['TimeSpan', '01:30:00', true],
    ['TimeSpan', '2.00:00:00', true],
    ['TimeSpan', '90 minutes', false],
    ['String', 'anything', true],
  ])('%s %j → %s', (type, value, expected) => {
    expect(isValidFeatureValue(type, value)).toBe(expected);
  });
});

describe('configuredValueToStore', () => {
  const photos = knownFeatures.PhotosEnabled;
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['true', null],
    ['TRUE', null],
    ['false', 'false'],
  ])('%j → %j', (value, expected) => {
    expect(configuredValueToStore(photos, value)).toBe(expected);
  });

  it('keeps any non-empty value of an unknown feature', () => {
    expect(configuredValueToStore(undefined, 'x')).toBe('x');
  });
});

describe('effectiveFeatureValue', () => {
  it('prefers a non-empty configured value', () => {
    expect(effectiveFeatureValue({ defaultValue: 'false' }, 'true')).toBe('true');
    expect(effectiveFeatureValue({ defaultValue: 'false' }, '')).toBe('false');
    expect(effectiveFeatureValue({ defaultValue: 'false' }, null)).toBe('false');
  });
});

describe('findFeature', () => {
  it('finds by id regardless of case and has lower-case ids', () => {
    for (const feature of Object.values(knownFeatures)) {
      expect(feature.id).toBe(feature.id.toLowerCase());
      expect(findFeature(feature.id.toUpperCase())).toBe(feature);
    }
    expect(findFeature('00000000-0000-0000-0000-000000000001')).toBeUndefined();
  });
});

describe('normaliseFeatureValue', () => {
  it.each<[FeatureValueType, string, string]>([
    ['Boolean', 'TRUE', 'true'],
    ['Boolean', 'False', 'false'],
    ['String', 'Mixed Case', 'Mixed Case'],
    ['TimeSpan', '01:30:00', '01:30:00'],
    ['Unknown', 'X', 'X'],
  ])('%s %j → %j', (type, value, expected) => {
    expect(normaliseFeatureValue(type, value)).toBe(expected);
  });
});
