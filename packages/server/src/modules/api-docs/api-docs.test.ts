import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessText, pathParamsOf, routes, type RouteEntry } from '@darts/contract';
import { startTestServer, testDatabases, type TestServer } from '../../../test/harness.js';
import type { OpenApiDocument } from './openapi.js';

const entries = Object.entries(routes) as Array<[string, RouteEntry]>;
type Json = Record<string, any>;

/** The schema a `$ref` points at (a JSON pointer into the document), or the schema itself. */
function resolved(document: Json, schema: Json): Json {
  if (typeof schema.$ref !== 'string') return schema;
  const target = schema.$ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, part) => node[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  return resolved(document, target);
}

/** The property names of an object schema, through zod's wrappers (`wireObject`, nullable, arrays, lazy). */
function shapeKeys(schema: z.ZodTypeAny): string[] | undefined {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape as object).sort();
  if (schema instanceof z.ZodEffects) return shapeKeys(schema.innerType());
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return shapeKeys(schema.unwrap());
  if (schema instanceof z.ZodLazy) return shapeKeys(schema.schema);
  return undefined;
}

/** The same for a JSON schema: an object's properties, or those of the one object a nullable wraps. */
function jsonKeys(document: Json, schema: Json): string[] | undefined {
  const own = resolved(document, schema);
  if (own.properties) return Object.keys(own.properties).sort();
  const branches = (own.anyOf ?? own.allOf ?? []) as Json[];
  const objects = branches.map((branch) => jsonKeys(document, branch)).filter(Boolean);
  return objects.length === 1 ? objects[0] : undefined;
}

/** An array's items, in zod and in the JSON schema. */
const zodItems = (schema: z.ZodTypeAny): z.ZodTypeAny | undefined =>
  schema instanceof z.ZodArray
    ? schema.element
    : schema instanceof z.ZodNullable
      ? zodItems(schema.unwrap())
      : undefined;

function expectSameSchema(document: Json, zod: z.ZodTypeAny, json: Json, where: string) {
  const own = resolved(document, json);
  expect(own, where).toBeTypeOf('object');
  const items = zodItems(zod);
  if (items) return expectSameSchema(document, items, own.items ?? own.anyOf?.[0]?.items, `${where} items`);
  const keys = shapeKeys(zod);
  if (keys) expect(jsonKeys(document, json), where).toEqual(keys);
}

describe.each(testDatabases)('the API reference on %s (issue #25)', (kind) => {
  let server: TestServer;
  let document: OpenApiDocument & Json;

  beforeAll(async () => {
    server = await startTestServer(kind);
    document = (await server.anonymous.get('/api/openapi.json')).json;
  });
  afterAll(() => server?.close());

  it('is an OpenAPI 3 document naming this server’s build', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ version: server.config.build.version });
    expect(document.info.title).toContain(server.config.site.name);
  });

  it('lists every route of the table and nothing else', () => {
    const listed = Object.values(document.paths).flatMap((operations) => Object.values(operations));
    const names = new Set(listed.map((operation) => operation.operationId.replace(/Without\w+$/, '')));
    expect([...names].sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(entries)('%s: its method, path values, access, body and answer as the table has them', (name, entry) => {
    const path = entry.path.replace(/:(\w+)\??/g, '{$1}');
    const operation = document.paths[path]?.[entry.method.toLowerCase()] as Json;
    expect(operation, `${entry.method} ${path}`).toBeDefined();
    expect(operation.operationId).toBe(name);
    expect(operation['x-access']).toEqual(entry.access);
    expect(operation.description).toContain(accessText(entry));
    const pathValues = operation.parameters.filter((p: Json) => p.in === 'path').map((p: Json) => p.name);
    expect(pathValues).toEqual(pathParamsOf(entry.path).map((p) => p.name));

    if (entry.body)
      expectSameSchema(document, entry.body, operation.requestBody.content['application/json'].schema, 'body');
    if (entry.form)
      expectSameSchema(document, entry.form, operation.requestBody.content['multipart/form-data'].schema, 'form');
    if (!entry.body && !entry.form) expect(operation.requestBody).toBeUndefined();
    if (entry.response) {
      expectSameSchema(
        document,
        entry.response,
        operation.responses['200'].content['application/json'].schema,
        'answer',
      );
    }
    for (const type of entry.responseTypes ?? []) {
      expect(Object.values(operation.responses as Json).some((answer: Json) => answer.content?.[type])).toBe(true);
    }
    if (entry.access !== 'public' && entry.access !== 'backupToken')
      expect(operation.security).toContainEqual({ session: [] });
  });

  it('lists a route whose last path value may be left off at both paths', () => {
    expect(document.paths['/api/Error/Since']?.get?.operationId).toBe('errorsSinceWithoutSince');
    expect(document.paths['/api/Error/Since/{since}']?.get?.operationId).toBe('errorsSince');
  });

  it('resolves every $ref it holds', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) expect(resolved(document, { $ref: ref }), ref).toBeTypeOf('object');
  });

  it('is also a page for people: every route, its access and schemas, with no script to fetch', async () => {
    const response = await server.anonymous.get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = response.text;
    expect(page).toContain('<title>API reference</title>');
    expect(page).toMatch(/<html lang="en">/);
    expect(page).toContain('<h1>API reference</h1>');
    expect(page).not.toMatch(/<script|src=/i);
    // The one link element is an empty icon, so the browser asks for no /favicon.ico.
    expect(page.match(/<link [^>]*>/g)).toEqual(['<link rel="icon" href="data:,">']);
    for (const [name, entry] of entries) {
      expect(page).toContain(
        `<h3 id="route-${name}"><span class="method">${entry.method}</span> <code>${entry.path}</code></h3>`,
      );
    }
    expect(page).toContain('ManageTeams (401 when not signed in, 403 without it).');
    expect(page).toContain('<h3 id="schema-EditDivisionDto">EditDivisionDto</h3>');
    // Every link on the page leads somewhere on it (or to the OpenAPI document).
    const ids = new Set([...page.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    for (const [, target] of page.matchAll(/href="#([^"]+)"/g)) expect(ids, target).toContain(target);
  });

  it('answers under /data too', async () => {
    expect((await server.anonymous.get('/data/api/openapi.json')).json.openapi).toBe(document.openapi);
  });
});
