import { z } from 'zod';
import { featureValueTypes } from '@darts/domain';
import { auditFields, uuid, wireObject } from './common.js';

/** ConfiguredFeatureDto. */
export const configuredFeatureDto = z.object({
  ...auditFields,
  // A feature that was never configured has no stored record, so no audit fields.
  updated: z.string().optional(),
  name: z.string(),
  description: z.string(),
  valueType: z.enum(featureValueTypes),
  defaultValue: z.string().optional(),
  configuredValue: z.string().optional(),
});
export type ConfiguredFeatureDto = z.infer<typeof configuredFeatureDto>;

/** ReconfigureFeatureDto. */
export const reconfigureFeatureDto = wireObject({
  id: uuid,
  configuredValue: z.string().nullish(),
});
export type ReconfigureFeatureDto = z.infer<typeof reconfigureFeatureDto>;
