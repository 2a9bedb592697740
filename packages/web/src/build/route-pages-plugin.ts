import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
// The contract's file itself, not '@darts/contract': Vite loads this config in plain Node, which
// cannot import the package's TypeScript. The files import types only.
import { markOverlayPage } from '../../../contract/src/page-routes';
import { startupRoutes } from '../../../contract/src/startup-routes';
import { startupReads } from '../lib/startup-reads';
import {
  layoutModule,
  pageModules,
  pageReadsModule,
  pagesWithReadsModule,
  pagesWithoutLayout,
  type PageName,
} from '../app/route-modules';

/** Where the build writes each page's index.html (`route-pages/division.html`); the server sends it for the page's paths. */
export const routePagesDir = 'route-pages';

/** The manifest key of a module of src/app named as route-modules.ts names it (`routes/division`). */
function manifestKeyOf(manifest: Manifest, name: string): string {
  const key = ['.tsx', '.ts'].map((ext) => `src/app/${name}${ext}`).find((candidate) => candidate in manifest);
  if (!key) throw new Error(`src/app/${name} is in no chunk of the build: is it still a lazy module?`);
  return key;
}

/** A manifest entry's key and every key it imports statically, however deep. */
function closureOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closureOf(manifest, imported, into);
  return into;
}

/** The modules a page loads on demand as it opens: its shell, its own module, and its reads' module. */
export function modulesOf(page: PageName): string[] {
  return [
    ...(pagesWithoutLayout.has(page) ? [] : [layoutModule]),
    pageModules[page],
    ...(pagesWithReadsModule.has(page) ? [pageReadsModule] : []),
  ];
}

/**
 * Each page's index.html: the build's own, with the start-up reads (lib/startup-reads.ts) and the
 * page's lazy chunks (and their stylesheets) preloaded in its head, so the browser fetches them beside
 * the entry script instead of after it has run and the router has matched the page (issue #24). Chunks the entry script already imports are
 * left out: the build's index.html loads them already. From Vite's build manifest (`build.manifest`).
 * The overlay's copy is also marked as an overlay page (the contract's `markOverlayPage`, issue #27).
 */
export function routePagesOf(indexHtml: string, manifest: Manifest, base = '/'): Record<PageName, string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('the build manifest has no index.html entry');
  const loaded = closureOf(manifest, entry);
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]!.css ?? []));
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const pages = Object.keys(pageModules) as PageName[];
  // The start-up reads, as the app's API client asks for them (credentials 'include'): Chromium hands
  // the preloaded answer to the app's own fetch, which then sends no request of its own.
  const readPreloads = startupReads.map(
    (name) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${startupRoutes[name].path}">`,
  );
  return Object.fromEntries(
    pages.map((page) => {
      const keys = new Set<string>();
      for (const name of modulesOf(page)) closureOf(manifest, manifestKeyOf(manifest, name), keys);
      const chunks = [...keys].filter((key) => !loaded.has(key));
      const scripts = chunks.map((key) => manifest[key]!.file);
      const styles = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))].filter(
        (file) => !loadedCss.has(file),
      );
      // `crossorigin` as the app's own loader asks for them (Vite's preload helper): else the browser fetches twice.
      // `fetchpriority="low"`: the entry script and the start-up reads go first. On a slow phone they
      // are the first paint's path; at the same priority the chunks shared their bandwidth and the
      // division page's LCP came later, not sooner (Lighthouse, issue #24).
      const links = [
        ...readPreloads,
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}">`),
        ...styles.map(
          (file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${base}${file}">`,
        ),
      ];
      const html = indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      // The score overlay's page is marked, so the stylesheet paints it transparent before any script runs (issue #27).
      return [page, page === 'overlay' ? markOverlayPage(html) : html];
    }),
  ) as Record<PageName, string>;
}

/**
 * Writes `route-pages/<page>.html` for every page of the app beside the build's index.html
 * (routePagesOf). After the bundle is written and before the pre-compression (a closeBundle hook),
 * so the pages get their .br and .gz copies; not in the bundle, so the service worker does not
 * cache them (it caches the shell as `/`, whose answer is the home page's).
 */
export function routePagesPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'darts:route-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const manifestFile = typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json';
      const manifest = JSON.parse(await readFile(join(outDir, manifestFile), 'utf8')) as Manifest;
      const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
      const pages = routePagesOf(indexHtml, manifest, config.base);
      await mkdir(join(outDir, routePagesDir), { recursive: true });
      await Promise.all(
        Object.entries(pages).map(([page, html]) => writeFile(join(outDir, routePagesDir, `${page}.html`), html)),
      );
    },
  };
}
