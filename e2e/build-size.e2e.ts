import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serverEntry } from '../scripts/server-build.mjs';
import { repoRoot, webDist } from '../scripts/web-build.mjs';

/** Budget for the JavaScript the home route needs before it can render (118.5 KB after issue #24 kept zod out of the entry). */
const budgetBytes = 125 * 1024;

type ManifestChunk = { file: string; isEntry?: boolean; src?: string; imports?: string[] };

describe('the production web build', () => {
  it(`loads at most ${budgetBytes / 1024} KB of gzipped JavaScript on the home route`, () => {
    const indexHtml = join(webDist, 'index.html');
    expect(
      existsSync(indexHtml),
      `${indexHtml} is missing: the web build did not run (e2e/global-setup.ts builds it)`,
    ).toBe(true);
    const { files, source } = initialScripts();
    expect(files.length, 'index.html loads no JavaScript').toBeGreaterThan(0);
    const sizes = files.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `Home route initial JavaScript (from ${source}): ${kb(total)} gzipped of a ${kb(budgetBytes)} budget\n` +
        sizes.map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.file}`).join('\n'),
    );
    expect(total, `initial JavaScript is ${kb(total)} gzipped, over the ${kb(budgetBytes)} budget`).toBeLessThanOrEqual(
      budgetBytes,
    );
  });
});

// Issue #24: about 215 KB of the 237 KB stylesheet was Bootstrap no page used; PurgeCSS now keeps
// only the rules whose classes the app's source names (packages/web/postcss.config.js).
describe('the production stylesheet', () => {
  const stylesheetBudgetBytes = 24 * 1024;
  const classesOf = (css: string) => new Set(css.match(/\.-?[a-z][\w-]*/gi) ?? []);

  it(`ships only the Bootstrap the app uses: at most ${stylesheetBudgetBytes / 1024} KB gzipped`, () => {
    const html = readFileSync(join(webDist, 'index.html'), 'utf8');
    const links = [...html.matchAll(/<link\b[^>]*rel=["']?stylesheet[^>]*href=["']?\/?([^"'\s>]+\.css)/gi)].map(
      (m) => m[1]!,
    );
    expect(links.length, 'index.html links no stylesheet').toBeGreaterThan(0);
    const css = links.map((file) => readFileSync(join(webDist, file), 'utf8')).join('\n');
    const gzip = gzipSync(css, { level: 9 }).length;
    console.log(
      `Stylesheet on every page: ${kb(css.length)}, ${kb(gzip)} gzipped of a ${kb(stylesheetBudgetBytes)} budget`,
    );
    expect(gzip).toBeLessThanOrEqual(stylesheetBudgetBytes);

    const bootstrap = readFileSync(
      createRequire(join(repoRoot, 'packages/web/package.json')).resolve('bootstrap/dist/css/bootstrap.css'),
      'utf8',
    );
    const shipped = classesOf(css);
    const all = classesOf(bootstrap);
    // Fewer than a third of Bootstrap's classes: its carousel, offcanvas, toasts, popovers and the like are gone…
    expect([...all].filter((name) => shipped.has(name)).length).toBeLessThan(all.size / 3);
    for (const unused of ['.carousel', '.offcanvas', '.toast', '.popover', '.breadcrumb']) {
      expect(shipped.has(unused), `${unused} is no part of the app`).toBe(false);
    }
    // …and what the pages use stays, the classes the source builds at run time included (alert-${tone}).
    for (const used of ['.btn-primary', '.table-sm', '.alert-warning', '.alert-danger', '.spinner-border', '.modal']) {
      expect(shipped.has(used), `${used} is used by the app`).toBe(true);
    }
  });
});

describe('the production server build', () => {
  // e2e/global-setup.ts builds it; every journey runs it.
  // What loads at start: main.js and the chunks it imports statically (lazy chunks load on first use).
  const staticImports = (file = serverEntry, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    const names = [...readFileSync(file, 'utf8').matchAll(/^import\s[^;]*?["']([^"']+)["'];?$/gm)].map((m) => m[1]!);
    return names.flatMap((name) =>
      name.startsWith('./chunks/') ? staticImports(join(dirname(file), name), seen) : [name],
    );
  };

  it('is plain JavaScript that loads only packages from node_modules (no TypeScript at run time)', () => {
    const packages = new Set(staticImports().filter((name) => !name.startsWith('node:')));
    expect(packages.size, 'the bundle imports no package at all: is it the server?').toBeGreaterThan(0);
    expect([...packages].filter((name) => /^(@darts\/|tsx|typescript|\.)/.test(name))).toEqual([]);
  });

  it('leaves sharp, the PostgreSQL driver and the Redis client to their first use (issue #10: idle memory)', () => {
    expect(staticImports().filter((name) => /^(sharp|pg|ioredis)(\/|$)/.test(name))).toEqual([]);
  });
});

/**
 * The JavaScript files the browser fetches before the home route renders: the entry chunk and its
 * static imports, from Vite's manifest when the build writes one, else from index.html's
 * `<script type="module">` and `<link rel="modulepreload">` tags (the same set).
 */
function initialScripts(): { files: string[]; source: string } {
  const manifestPath = join(webDist, '.vite/manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.src?.endsWith('index.html'));
    if (entry) {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.imports?.forEach(visit);
      };
      visit(entry[0]);
      return { files: [...files], source: '.vite/manifest.json' };
    }
  }
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /\btype=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload/i.test(tag);
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && !/^(https?:)?\/\//.test(url)) files.add(url.replace(/^\.?\//, ''));
  }
  return { files: [...files], source: 'index.html' };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
