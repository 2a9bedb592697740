import { z } from 'zod';
import { auditFields, wireObject } from './common.js';

export const sourceSystems = ['Api', 'UI'] as const;

/** Limits on a reported error, so an anonymous caller cannot fill the log with megabytes. */
export const errorLimits = { message: 4000, stackLines: 200, stackLine: 1000, field: 2000 } as const;

/** ErrorDetailDto as a client sends it. */
export const errorDetailRequest = wireObject({
  id: z.string().nullish(),
  source: z
    .string()
    .nullish()
    .transform((s) => (s?.toLowerCase() === 'api' ? 'Api' : 'UI')),
  time: z.string().nullish(),
  message: z.string({ required_error: 'The Message field is required.' }).max(errorLimits.message),
  stack: z
    .union([
      z.array(z.string().max(errorLimits.stackLine)).max(errorLimits.stackLines),
      z.string().max(errorLimits.field * 10),
    ])
    .nullish()
    .transform((stack) => (typeof stack === 'string' ? stack.split('\n') : (stack ?? null))),
  type: z.string().max(errorLimits.field).nullish(),
  userName: z.string().nullish(),
  userAgent: z.string().max(errorLimits.field).nullish(),
  url: z.string().max(errorLimits.field).nullish(),
});
export type ErrorDetailRequest = z.infer<typeof errorDetailRequest>;

/** ErrorDetailDto as the server returns it. */
export const errorDetailDto = z.object({
  ...auditFields,
  source: z.enum(sourceSystems),
  time: z.string(),
  message: z.string(),
  stack: z.array(z.string()).optional(),
  type: z.string().optional(),
  userName: z.string().optional(),
  userAgent: z.string().optional(),
  url: z.string().optional(),
});
export type ErrorDetailDto = z.infer<typeof errorDetailDto>;
