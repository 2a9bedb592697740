import type { ConfiguredFeatureDto } from '@darts/contract';
import { effectiveFeatureValue, isValidFeatureValue, type FeatureValueType } from '@darts/domain';

const problems: Partial<Record<FeatureValueType, string>> = {
  TimeSpan: 'Enter a time span as [d.]hh:mm:ss, e.g. 01:30:00',
  Integer: 'Enter a whole number',
  Decimal: 'Enter a decimal number',
  Boolean: 'Enter true or false',
};

/** Why `value` cannot be stored for this feature; blank is fine (it clears the configuration). */
export function featureValueProblem(valueType: FeatureValueType, value: string): string | undefined {
  if (value === '' || isValidFeatureValue(valueType, value)) return undefined;
  return problems[valueType] ?? 'Enter a valid value';
}

/**
 * What to send as `configuredValue`: omitted when blank or equal to the
 * default, so the feature returns to its default.
 */
export function configuredValueToSend(feature: ConfiguredFeatureDto, value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === (feature.defaultValue ?? '').toLowerCase()) return undefined;
  return trimmed;
}

/** The value in force. */
export function effectiveValue(feature: ConfiguredFeatureDto): string {
  return effectiveFeatureValue({ defaultValue: feature.defaultValue ?? null }, feature.configuredValue ?? null) ?? '';
}
