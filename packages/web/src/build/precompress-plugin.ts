import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Files of the build worth compressing. Not source maps: only a developer's tools fetch them, and
 * the server compresses them as it sends them.
 */
const compressible = /\.(html|m?js|css|svg|json|txt|xml)$/i;

/** Smaller files are left alone: their compressed forms would save next to nothing. */
export const precompressMinBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every compressible file of `dir`, at the
 * strongest settings, since this runs once per build rather than per request. A form that is not
 * smaller than the file is not written. Returns the files written, relative to `dir`.
 */
export async function precompressFolder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  // Not build metadata (.vite/manifest.json): the server never sends it.
  const files = entries.filter(
    (entry) =>
      entry.isFile() && compressible.test(entry.name) && !relative(dir, entry.parentPath).split(sep).some(isDotName),
  );
  const written = await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const source = await readFile(path);
      if (source.length < precompressMinBytes) return [];
      const forms = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }).then((bytes) => ['.br', bytes] as const),
        gzipped(source, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ['.gz', bytes] as const),
      ]);
      const smaller = forms.filter(([, bytes]) => bytes.length < source.length);
      await Promise.all(smaller.map(([suffix, bytes]) => writeFile(path + suffix, bytes)));
      return smaller.map(([suffix]) =>
        relative(dir, path + suffix)
          .split(sep)
          .join('/'),
      );
    }),
  );
  return written.flat().sort();
}

const isDotName = (name: string) => name.startsWith('.');

/**
 * Pre-compresses the finished build: the server sends `x.js.br` or `x.js.gz` to a
 * browser that accepts it (`preCompressed` in the server's web.routes.ts). Runs after everything
 * is written, the service worker and `public/` included; the worker's file list is made before,
 * so it never lists the compressed copies.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'darts:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const written = await precompressFolder(outDir);
        this.info?.(`pre-compressed ${written.length / 2} files (brotli and gzip)`);
      },
    },
  };
}
