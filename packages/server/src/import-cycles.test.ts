import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// `import/no-cycle` ignores type-only imports (eslint-plugin-import has no option to count them),
// so a circle made of `import type` passes lint. It still tangles the map a reader follows, so
// this test holds every import, type-only ones included (issue #10).
const sourceRoot = dirname(fileURLToPath(import.meta.url));

describe('the server’s imports', () => {
  it('run one way: no file reaches itself through its imports, type-only ones included', () => {
    const cycles = importCycles(sourceFiles(sourceRoot)).map((cycle) =>
      cycle.map((file) => relative(sourceRoot, file)).sort(),
    );
    expect(cycles).toEqual([]);
  });
});

/** Every TypeScript file under `dir` except tests (which may import anything). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The files `file` imports or re-exports by relative path, `import type` included. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const base = resolve(dirname(file), fileName);
    const found = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found ? [found] : [];
  });
}

/** The groups of files that import each other in a circle (strongly connected components, Tarjan). */
function importCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, order.get(next)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1) cycles.push(group);
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return cycles;
}
