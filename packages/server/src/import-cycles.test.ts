import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// `import/no-cycle` ignores type-only imports (eslint-plugin-import has no option to count them),
// so a circle made of `import type` passes lint. It still tangles the map a reader follows, so
// this test holds every import, type-only ones included.
const sourceRoot = dirname(fileURLToPath(import.meta.url));

describe('the server’s imports', () => {
  it('run one way: no file reaches itself through its imports, type-only ones included', () => {
    const cycles = importCycles(sourceFiles(sourceRoot)).map((cycle) =>
      cycle.map((file) => relative(sourceRoot, file)).sort(),
    );
    expect(cycles).toEqual([]);
  });

  // A module that imports another is built on it, so that one must not import it back:
  // league and tournaments, sayg and tournaments once did. A routes file composes modules the way
  // app.ts does, so its imports are left out.
  it('run one way between modules: no module reaches one that imports it, routes files aside', () => {
    const files = sourceFiles(sourceRoot).filter((file) => !file.endsWith('.routes.ts'));
    const moduleOf = (file: string) => /^modules\/[^/]+/.exec(relative(sourceRoot, file))?.[0];
    const graph = new Map<string, Set<string>>();
    for (const file of files) {
      const from = moduleOf(file);
      if (!from) continue;
      const targets = graph.get(from) ?? new Set<string>();
      for (const to of importsOf(file).map(moduleOf)) if (to && to !== from) targets.add(to);
      graph.set(from, targets);
    }
    const cycles = stronglyConnected(new Map([...graph].map(([from, to]) => [from, [...to]])));
    expect(cycles.map((cycle) => cycle.sort())).toEqual([]);
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

/** The groups of files that import each other in a circle. */
function importCycles(files: string[]): string[][] {
  return stronglyConnected(new Map(files.map((file) => [file, importsOf(file)])));
}

/** The groups of nodes that reach each other in a circle (strongly connected components, Tarjan). */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) cycles.push(group);
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}
