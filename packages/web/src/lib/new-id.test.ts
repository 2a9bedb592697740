import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newId } from './new-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('newId (issue #28: a plain-http page has no crypto.randomUUID)', () => {
  it('builds a version 4 UUID from random bytes where randomUUID is missing', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = Array.from({ length: 50 }, () => newId(insecure));
    ids.forEach((id) => expect(id).toMatch(uuid));
    expect(new Set(ids).size).toBe(50);
  });

  it('uses randomUUID where the page has it', () => {
    expect(newId({ getRandomValues: (a) => a, randomUUID: () => 'from-the-browser' })).toBe('from-the-browser');
  });

  it('is the only caller of APIs that need a secure page (randomUUID, crypto.subtle)', () => {
    const src = join(__dirname, '..');
    const callers = sourceFiles(src)
      .filter((path) => !path.endsWith(join('lib', 'new-id.ts')) && !path.includes(`${join('src', 'sw')}`))
      .filter((path) => /\brandomUUID\b|crypto\.subtle/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path));
    expect(callers).toEqual([]);
  });
});
