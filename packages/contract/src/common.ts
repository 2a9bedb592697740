import { z } from 'zod';
import { emptyId, toCalendarDate, toWireDate } from '@darts/domain';

/**
 * An object schema whose input property names match case-insensitively and whose
 * unknown properties are ignored (§1.2). Output keys are the schema's camelCase keys.
 */
export function wireObject<T extends z.ZodRawShape>(shape: T) {
  const keys = Object.keys(shape);
  const byLower = new Map(keys.map((key) => [key.toLowerCase(), key]));
  return z.preprocess((input) => {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
    const renamed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      const target = byLower.get(key.toLowerCase());
      if (target !== undefined && !(target in renamed && key !== target)) renamed[target] = value;
    }
    return renamed;
  }, z.object(shape));
}

/** A UUID on input (any case), lower-cased. */
export const uuid = z
  .string()
  .uuid('The value is not a valid id.')
  .transform((id) => id.toLowerCase());

/** An optional id where absent, null and the empty id all mean "none". */
export const optionalId = z
  .string()
  .nullish()
  .transform((id) => (id == null || id === '' || id === emptyId ? null : id.toLowerCase()))
  .refine((id) => id === null || /^[0-9a-f-]{36}$/.test(id), 'The value is not a valid id.');

/** A calendar date on input: `YYYY-MM-DD` or any ISO timestamp; normalised to `YYYY-MM-DDT00:00:00`. */
export const wireDate = z.string().transform((text, ctx) => {
  const date = toCalendarDate(text);
  if (!date) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `The value '${text}' is not a valid date.` });
    return z.NEVER;
  }
  return toWireDate(date);
});

/** Audit fields written on every audited record. */
export const auditFields = {
  id: z.string(),
  created: z.string().optional(),
  author: z.string().optional(),
  updated: z.string(),
  editor: z.string().optional(),
  deleted: z.string().optional(),
  remover: z.string().optional(),
};

/** The concurrency token a client sends back on edits. */
export const lastUpdated = z.string().nullish();

/** The write envelope `AR<T>`. */
export function actionResult<T extends z.ZodTypeAny>(result: T) {
  return z.object({
    success: z.boolean().optional(),
    result: result.nullish(),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
    messages: z.array(z.string()),
    trace: z.array(z.string()),
  });
}

export type ActionResult<T> = {
  success?: boolean;
  result?: T | null;
  errors: string[];
  warnings: string[];
  messages: string[];
  trace: string[];
};

/** 400 validation problem. */
export const validationProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.literal(400),
  errors: z.record(z.array(z.string())),
  traceId: z.string(),
});
export type ValidationProblem = z.infer<typeof validationProblem>;

/** 500 body (an error id, no internals outside development). */
export const serverErrorBody = z.object({
  Exception: z
    .object({ Type: z.string(), Message: z.string().optional(), StackTrace: z.array(z.string()).optional() })
    .optional(),
  Request: z.object({ Url: z.string(), Method: z.string() }).passthrough(),
  RequestTimeUtc: z.string(),
  ErrorId: z.string(),
});
export type ServerErrorBody = z.infer<typeof serverErrorBody>;

/** Standard refusal texts. */
export const refusals = {
  notLoggedIn: 'Not logged in',
  notPermitted: 'Not permitted',
  notFound: 'Not found',
} as const;
