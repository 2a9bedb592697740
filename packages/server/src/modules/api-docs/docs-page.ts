import { accessText, pathParamsOf, routes, type RouteEntry } from '@darts/contract';
import { groupOf, type OpenApiDocument, type Operation } from './openapi.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Inline code in a description (`like this`) as <code>, everything else escaped. */
const prose = (text: string) =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${escape(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

const componentOf = (ref: string) => ref.replace('#/components/schemas/', '').split('/')[0]!;
const schemaLink = (name: string) => `<a href="#schema-${escape(name)}">${escape(name)}</a>`;

/** A JSON schema as indented JSON, each `$ref` a link to the schema it names. */
function schemaBlock(schema: unknown): string {
  const json = escape(JSON.stringify(schema, null, 2));
  return `<pre><code>${json.replace(
    /(&quot;\$ref&quot;: &quot;)(#\/components\/schemas\/[^&]+)(&quot;)/g,
    (_all, before: string, ref: string, after: string) =>
      `${before}<a href="#schema-${componentOf(ref)}">${ref}</a>${after}`,
  )}</code></pre>`;
}

/** A schema by its name when it has one, else written out. */
function schemaText(schema: Record<string, unknown>): string {
  const ref = schema.$ref;
  return typeof ref === 'string' && /^#\/components\/schemas\/[^/]+$/.test(ref)
    ? schemaLink(componentOf(ref))
    : schemaBlock(schema);
}

function contentList(content: Record<string, { schema: Record<string, unknown> }> | undefined): string {
  if (!content) return '';
  return `<ul>${Object.entries(content)
    .map(([type, { schema }]) => `<li><code>${escape(type)}</code>: ${schemaText(schema)}</li>`)
    .join('')}</ul>`;
}

function routeSection(name: string, entry: RouteEntry, operation: Operation): string {
  const params = pathParamsOf(entry.path);
  const query = operation.parameters.filter((p) => p.in === 'query');
  const rows: Array<[string, string]> = [['Access', escape(accessText(entry))]];
  if (params.length > 0) {
    rows.push([
      'Path values',
      params.map((p) => `<code>${escape(p.name)}</code>${p.optional ? ' (may be left off)' : ''}`).join(', '),
    ]);
  }
  if (query.length > 0) {
    rows.push([
      'Query',
      query.map((p) => `<code>${escape(p.name)}</code>${p.required ? '' : ' (optional)'}`).join(', '),
    ]);
  }
  if (operation.requestBody) rows.push(['Body', contentList(operation.requestBody.content)]);
  rows.push([
    'Answers',
    `<ul>${Object.entries(operation.responses)
      .map(([status, answer]) => `<li>${status} ${escape(answer.description)}${contentList(answer.content)}</li>`)
      .join('')}</ul>`,
  ]);
  return `<section class="route" aria-labelledby="route-${name}">
<h3 id="route-${name}"><span class="method">${entry.method}</span> <code>${escape(entry.path)}</code></h3>
${entry.description ? prose(entry.description) : ''}
<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>
</section>`;
}

// Long paths and schemas wrap rather than scroll: a box that scrolls sideways would need a tab stop of its own.
const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
header,main,nav{max-width:60rem;margin:0 auto;padding:0 1rem}
a{color:#0645ad}code,pre{font-family:ui-monospace,monospace;font-size:.875rem}
pre{background:#f4f4f4;padding:.5rem;white-space:break-spaces;overflow-wrap:anywhere}
h3,a,code{overflow-wrap:anywhere}
.route{border-top:1px solid #ccc;padding:.5rem 0}
.method{display:inline-block;min-width:4.5rem;font-family:ui-monospace,monospace;color:#fff;background:#2b4f7e;padding:0 .4rem;border-radius:.2rem}
dt{font-weight:600}dd{margin:0 0 .5rem 1rem}nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}`;

/**
 * The route table as a page for people: each route's method and path, who may call it, its
 * path values, query, body and answers, and every named schema. No script, nothing fetched: it works
 * offline and under the app's content security policy.
 */
export function docsPage(document: OpenApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [name, entry] of Object.entries(routes) as Array<[string, RouteEntry]>) {
    const path = entry.path.replace(/:(\w+)\??/g, '{$1}');
    const operation = document.paths[path]![entry.method.toLowerCase()]!;
    const group = groupOf(entry);
    groups.set(group, [...(groups.get(group) ?? []), routeSection(name, entry, operation)]);
  }
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<section aria-labelledby="schema-${escape(name)}"><h3 id="schema-${escape(name)}">${escape(name)}</h3>${schemaBlock(schema)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>API reference</title>
<style>${style}</style>
</head>
<body>
<header>
<h1>API reference</h1>
<p>${escape(document.info.title)}, version ${escape(document.info.version)}. ${Object.keys(routes).length} routes. The same as an OpenAPI 3 document: <a href="${escape(routes.openApi.path)}">${escape(routes.openApi.path)}</a>.</p>
${prose(document.info.description)}
</header>
<nav aria-label="Route groups"><ul>${[...groups.keys(), 'Schemas'].map((group) => `<li><a href="#group-${group}">${group}</a></li>`).join('')}</ul></nav>
<main>
${[...groups].map(([group, sections]) => `<section aria-labelledby="group-${group}"><h2 id="group-${group}">${group}</h2>\n${sections.join('\n')}</section>`).join('\n')}
<section aria-labelledby="group-Schemas"><h2 id="group-Schemas">Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>
`;
}
