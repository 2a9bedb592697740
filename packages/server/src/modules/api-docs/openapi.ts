import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import * as contract from '@darts/contract';
import { accessText, actionResult, pathParamsOf, routes, validationProblem, type RouteEntry } from '@darts/contract';
import { sessionCookieName } from '../accounts/sessions.js';

type JsonSchema = Record<string, unknown>;
export type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  'x-access': RouteEntry['access'];
  'x-also-needs'?: string;
  'x-without-access'?: 'empty';
  security: Array<Record<string, string[]>>;
  parameters: Array<{
    name: string;
    in: 'path' | 'query';
    required: boolean;
    schema: JsonSchema;
    description?: string;
  }>;
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};
export type OpenApiDocument = {
  openapi: '3.0.3';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

const componentPath = '#/components/schemas/';
const refTo = (name: string) => ({ $ref: `${componentPath}${name}` });
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fileSchema = { type: 'string', format: 'binary' };
const isSchema = (value: unknown): value is z.ZodTypeAny => value instanceof z.ZodType;

/** The zod schema an object schema is, under `wireObject`'s preprocessing (which matches names in any case). */
function objectShape(schema: z.ZodTypeAny): z.ZodRawShape | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as z.ZodRawShape;
  if (schema instanceof z.ZodEffects) return objectShape(schema.innerType() as z.ZodTypeAny);
  return undefined;
}

/** A query value's own schema: one value may be left off, so its optionality is `required`, not the schema. */
function queryValue(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodEffects) return queryValue(schema.innerType() as z.ZodTypeAny);
  if (schema instanceof z.ZodOptional) return queryValue(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodDefault) return queryValue(schema.removeDefault() as z.ZodTypeAny);
  return schema;
}

/** The group a route is listed under: the word after `/api/` (Account, Team, Live, …). */
export function groupOf(entry: RouteEntry): string {
  const word = entry.path.split('/')[2] ?? '';
  return /^[A-Z]/.test(word) ? word : 'Reference';
}

/** `/api/Team/:id` → `/api/Team/{id}`; a path whose last value may be left off is two paths. */
function openApiPaths(path: string): Array<{ path: string; params: string[]; suffix: string }> {
  const params = pathParamsOf(path);
  const full = { path: path.replace(/:(\w+)\??/g, '{$1}'), params: params.map((p) => p.name), suffix: '' };
  const last = params.at(-1);
  if (!last?.optional) return [full];
  const shorter = full.path.replace(/\/\{\w+\}$/, '');
  return [{ path: shorter, params: full.params.slice(0, -1), suffix: `Without${capitalised(last.name)}` }, full];
}

/**
 * The OpenAPI 3 document of the route table: every route, its path values, query, body and answers,
 * from the contract's zod schemas (converted by zod-to-json-schema, request side: what a caller sends
 * and what the server writes). `x-access` holds the route's access as the table has it.
 */
export function openApiDocument(info: { title: string; version: string }): OpenApiDocument {
  const names = new Map<z.ZodTypeAny, string>();
  // Every schema the contract exports is a component under its own name; the rest are named after their route.
  for (const [name, value] of Object.entries(contract)) {
    if (isSchema(value) && !names.has(value)) names.set(value, capitalised(name));
  }
  names.set(validationProblem, 'ValidationProblem');
  const refused = actionResult(z.unknown());
  names.set(refused, 'ActionResult');
  /** A `$ref` to the schema, named after the route when the contract has no name for it. */
  const schemaRef = (schema: z.ZodTypeAny, fallback: string) => {
    if (!names.has(schema)) names.set(schema, fallback);
    return refTo(names.get(schema)!);
  };
  const inline = (schema: z.ZodTypeAny) =>
    zodToJsonSchema(schema as z.ZodType<unknown>, {
      target: 'openApi3',
      $refStrategy: 'none',
      allowedAdditionalProperties: undefined,
      removeAdditionalStrategy: 'strict',
    }) as JsonSchema;

  const paths: OpenApiDocument['paths'] = {};
  for (const [name, entry] of Object.entries(routes) as Array<[string, RouteEntry]>) {
    const label = capitalised(name);
    for (const variant of openApiPaths(entry.path)) {
      const operation = operationOf(name + variant.suffix, entry, variant.params, label, schemaRef, inline, refused);
      (paths[variant.path] ??= {})[entry.method.toLowerCase()] = operation;
    }
  }

  const definitions = Object.fromEntries([...names].map(([schema, name]) => [name, schema]));
  const converted = zodToJsonSchema(z.object({}), {
    target: 'openApi3',
    definitions,
    basePath: ['#', 'components'],
    // The library names the definitions property `definitions` or `$defs`; OpenAPI wants `schemas`.
    definitionPath: 'schemas',
    // Unknown properties are ignored on input and never written: leave them allowed rather than forbidden.
    removeAdditionalStrategy: 'strict',
    allowedAdditionalProperties: undefined,
  }) as { schemas: Record<string, JsonSchema> };

  return {
    openapi: '3.0.3',
    info: {
      ...info,
      description:
        'Generated from the route table (packages/contract/src/routes.ts), which the server registers its ' +
        'routes from. Every route also answers under `/data` (`/data/api/...`). Property names in requests match ' +
        'in any case, and unknown ones are ignored. Each operation’s `x-access` says who may call it: `public`, ' +
        '`signedIn`, `backupToken`, an access option, or a list of options any one of which will do ' +
        '(`x-also-needs` names one needed as well); `x-without-access: empty` means others get an empty answer ' +
        'instead of a refusal. The server checks access itself on every call.',
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...new Set(Object.values(routes).map((entry: RouteEntry) => groupOf(entry)))].map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas: converted.schemas,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName } },
    },
  };
}

function operationOf(
  operationId: string,
  entry: RouteEntry,
  pathParams: string[],
  label: string,
  schemaRef: (schema: z.ZodTypeAny, fallback: string) => JsonSchema,
  inline: (schema: z.ZodTypeAny) => JsonSchema,
  refused: z.ZodTypeAny,
): Operation {
  const queryShape = entry.query ? objectShape(entry.query) : undefined;
  const parameters: Operation['parameters'] = [
    ...pathParams.map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } })),
    ...Object.entries(queryShape ?? {}).map(([name, field]) => ({
      name,
      in: 'query' as const,
      required: !field.isOptional(),
      schema: inline(queryValue(field)),
    })),
  ];
  const content: Record<string, { schema: JsonSchema }> = {};
  if (entry.body) {
    const schema = schemaRef(entry.body, `${label}Body`);
    for (const type of ['application/json', ...(entry.bodyTypes ?? [])]) content[type] = { schema };
  }
  if (entry.form) content['multipart/form-data'] = { schema: schemaRef(entry.form, `${label}Form`) };

  const answer: Record<string, { schema: JsonSchema }> = {};
  if (entry.response) answer['application/json'] = { schema: schemaRef(entry.response, `${label}Response`) };
  for (const type of entry.responseTypes ?? [])
    answer[type] = { schema: type.startsWith('text/') ? { type: 'string' } : fileSchema };
  const responses: Operation['responses'] = {};
  if (entry.webSocket) responses['101'] = { description: 'Switching protocols: the web socket is open.' };
  if (Object.keys(answer).length > 0 && !entry.webSocket)
    responses['200'] = { description: 'The answer.', content: answer };
  if (entry.response?.isNullable())
    responses['204'] = { description: 'Nothing to answer (no such record, or not for this caller).' };
  if (entry.redirect)
    responses['302'] = { description: 'Redirects: see the description (a posted form is sent on with 303).' };
  if (entry.webSocket) responses['400'] = { description: 'Not a web-socket upgrade.', content: answer };
  else if (parameters.length > 0 || entry.body || entry.form) {
    responses['400'] = {
      description: 'Bad input.',
      content: { 'application/problem+json': { schema: schemaRef(validationProblem, 'ValidationProblem') } },
    };
  }
  const guarded = entry.access !== 'public' && entry.access !== 'backupToken';
  if (guarded && entry.withoutAccess !== 'empty') {
    const envelope = { 'application/json': { schema: schemaRef(refused, 'ActionResult') } };
    responses['401'] = { description: 'Not logged in.', content: envelope };
    if (entry.access !== 'signedIn') responses['403'] = { description: 'Not permitted.', content: envelope };
  }
  return {
    operationId,
    tags: [groupOf(entry)],
    summary: `${entry.method} ${entry.path}`,
    description: [entry.description, `Access: ${accessText(entry)}`].filter(Boolean).join('\n\n'),
    'x-access': entry.access,
    ...(entry.alsoNeeds ? { 'x-also-needs': entry.alsoNeeds } : {}),
    ...(entry.withoutAccess ? { 'x-without-access': entry.withoutAccess } : {}),
    // Signing in is optional where others get an empty answer.
    security: !guarded ? [] : entry.withoutAccess === 'empty' ? [{ session: [] }, {}] : [{ session: [] }],
    parameters,
    ...(Object.keys(content).length > 0 ? { requestBody: { required: !entry.body?.isOptional(), content } } : {}),
    responses,
  };
}
