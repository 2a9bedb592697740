import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where the worker is served: the site root, so its scope is the whole app. */
export const serviceWorkerFile = 'sw.js';

type BundleFile = { fileName: string; type: 'chunk' | 'asset'; source?: string | Uint8Array };

/**
 * The URLs the worker caches at install: the app shell (index.html, cached as `/`),
 * every JavaScript, CSS and other file of the build and of `public/`, but no source maps, no
 * build metadata and not the worker itself. Sorted, so one build gives one list.
 */
export function precacheUrls(bundleFiles: readonly string[], publicFiles: readonly string[]): string[] {
  const urls = [...bundleFiles, ...publicFiles]
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !file.endsWith('.map') && !file.startsWith('.') && file !== serviceWorkerFile)
    .map((file) => (file === 'index.html' ? '/' : `/${file}`));
  return [...new Set(urls)].sort();
}

/** A short hash of everything the worker caches, so a new build is a new worker and a new cache. */
export function buildVersion(urls: readonly string[], indexHtml: string): string {
  return createHash('sha256').update(JSON.stringify(urls)).update(indexHtml).digest('hex').slice(0, 16);
}

/**
 * Builds src/sw/service-worker.ts into /sw.js with this build's version and file list written in
 * (its `__DARTS_SW_VERSION__` and `__DARTS_SW_PRECACHE__`). Hashed names already tell Vite's own
 * files apart, so the list comes from the bundle itself, which is what Vite's manifest is made of.
 * A build only: the dev server registers no worker (see register.ts).
 */
export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'darts:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: resolve(config.root, 'src/sw/service-worker.ts'),
        fileName: serviceWorkerFile,
      });
    },
    generateBundle: {
      // After vite:build-html has added index.html to the bundle.
      order: 'post',
      handler(_options, bundle) {
        const worker = bundle[serviceWorkerFile];
        if (!worker || worker.type !== 'chunk') return this.error(`${serviceWorkerFile} was not built`);
        // A classic worker script cannot import: nothing it uses may be shared with the app.
        if (worker.imports.length > 0 || worker.dynamicImports.length > 0) {
          return this.error(
            `${serviceWorkerFile} imports ${worker.imports.join(', ')}: keep src/sw apart from the app`,
          );
        }
        const files = Object.values(bundle) as BundleFile[];
        const index = files.find((file) => file.fileName === 'index.html');
        if (!index || typeof index.source !== 'string') return this.error('index.html is not in the bundle');
        const urls = precacheUrls(
          files.map((file) => file.fileName),
          config.publicDir ? listFiles(config.publicDir) : [],
        );
        worker.code = worker.code
          .replaceAll('__DARTS_SW_VERSION__', JSON.stringify(buildVersion(urls, index.source)))
          .replaceAll('__DARTS_SW_PRECACHE__', JSON.stringify(urls));
      },
    },
  };
}

/** Every file under `dir`, relative to it; none when it does not exist. */
function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}
