import { describe, expect, it } from 'vitest';
import { pageEntry } from './app-update';

describe('pageEntry (the build a page runs, as the worker is asked about it)', () => {
  const page = (head: string) => new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');

  it("is the path of index.html's module script", () => {
    const built = page(
      '<script type="module" crossorigin src="/assets/index-C7Oos-21.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-_shLspwS.css">',
    );
    expect(pageEntry(built)).toBe('/assets/index-C7Oos-21.js');
  });

  it('is unknown without one', () => {
    expect(pageEntry(page('<script>var inline = true;</script>'))).toBeNull();
  });
});
