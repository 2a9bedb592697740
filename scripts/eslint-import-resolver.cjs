// A small eslint-plugin-import resolver for this repository, so `import/no-restricted-paths` and
// `import/no-cycle` can follow our imports: TypeScript sources imported as `./x.js` (NodeNext
// style, server/domain/contract) or extensionless (web), and `@darts/*` workspace packages.
// External packages are reported as not found, which those rules ignore.
'use strict';
const { existsSync, readFileSync, statSync } = require('node:fs');
const { builtinModules } = require('node:module');
const { dirname, join, resolve } = require('node:path');

const repoRoot = resolve(__dirname, '..');
const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'];

exports.interfaceVersion = 2;

/**
 * @param {string} source the import specifier
 * @param {string} file the importing file
 * @returns {{ found: boolean, path?: string | null }}
 */
exports.resolve = function resolveImport(source, file) {
  if (source.startsWith('node:') || builtinModules.includes(source)) return { found: true, path: null };
  const workspace = /^@darts\/(domain|contract|server|web)$/.exec(source);
  if (workspace) return found(workspaceEntry(/** @type {string} */ (workspace[1])));
  if (source.startsWith('.') || source.startsWith('/')) return found(fileFor(resolve(dirname(file), source)));
  return { found: false };
};

/** @param {string | undefined} path */
function found(path) {
  return path ? { found: true, path } : { found: false };
}

/** @param {string} base */
function fileFor(base) {
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base.replace(/\.mjs$/, '.mts'),
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** @param {string} name */
function workspaceEntry(name) {
  const dir = join(repoRoot, 'packages', name);
  try {
    const { exports: entry } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const main = typeof entry === 'string' ? entry : entry?.['.'];
    if (typeof main === 'string') return fileFor(join(dir, main));
  } catch {
    // fall through
  }
  return fileFor(join(dir, 'src/index'));
}
