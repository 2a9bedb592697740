import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '@darts/contract';
import { routePagesOf } from './route-pages-plugin';

const indexHtml = [
  '<!doctype html><html><head><title>Darts League</title>',
  '<script type="module" crossorigin src="/assets/index-En1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-En1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

/** A build's manifest as Vite writes it: keys are sources (or `_name` for shared chunks). */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-En1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-Re1.js'],
    css: ['assets/index-En1.css'],
    dynamicImports: [
      'src/app/layout.tsx',
      'src/app/routes/division.tsx',
      'src/app/routes/score.tsx',
      'src/app/page-reads.ts',
    ],
  },
  '_react-Re1.js': { file: 'assets/react-Re1.js' },
  '_dialog-Di1.js': { file: 'assets/dialog-Di1.js', imports: ['_react-Re1.js'], css: ['assets/dialog-Di1.css'] },
  'src/app/layout.tsx': { file: 'assets/layout-La1.js', isDynamicEntry: true, imports: ['_react-Re1.js'] },
  'src/app/routes/division.tsx': {
    file: 'assets/division-Dv1.js',
    isDynamicEntry: true,
    imports: ['_dialog-Di1.js', '_react-Re1.js'],
    css: ['assets/division-Dv1.css', 'assets/index-En1.css'],
  },
  'src/app/routes/score.tsx': { file: 'assets/score-Sc1.js', isDynamicEntry: true, imports: ['_dialog-Di1.js'] },
  'src/app/page-reads.ts': { file: 'assets/page-reads-Pr1.js', isDynamicEntry: true },
  'src/app/routes/overlay.tsx': { file: 'assets/overlay-Ov1.js', isDynamicEntry: true },
};
for (const page of [
  'home',
  'about',
  'login',
  'logout',
  'tournament',
  'practice',
  'live',
  'tv',
  'connections',
  'admin',
]) {
  manifest[`src/app/routes/${page}.tsx`] = { file: `assets/${page}-X1.js`, isDynamicEntry: true };
}
manifest['src/app/routes/setup.tsx'] = { file: 'assets/setup-X1.js', isDynamicEntry: true };

/** The preload links of a page's head for the build's files, in order. */
const linksOf = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*>/g)].map((m) => m[0]).filter((l) => !l.includes('/api/'));

describe('routePagesOf (issue #24: each page’s index.html preloads the page’s chunks)', () => {
  const pages = routePagesOf(indexHtml, manifest);

  it('writes one index.html for every page of the contract', () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(pageRoutes).sort());
  });

  it('preloads the shell, the page, what they import and the page’s reads, not what the entry script loads already', () => {
    expect(linksOf(pages.division)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/layout-La1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/division-Dv1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dialog-Di1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/page-reads-Pr1.js">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/division-Dv1.css">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/dialog-Di1.css">',
    ]);
    expect(pages.players).toBe(pages.division);
  });

  it('preloads each page’s own chunks: a score card has no division reads, the overlay no shell', () => {
    expect(linksOf(pages.score)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/layout-La1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/score-Sc1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dialog-Di1.js">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/dialog-Di1.css">',
    ]);
    expect(linksOf(pages.overlay)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/overlay-Ov1.js">',
    ]);
  });

  it('preloads the start-up reads on every page, with the credentials the app’s API client sends', () => {
    for (const html of Object.values(pages)) {
      expect([...html.matchAll(/<link rel="preload" as="fetch" ([^>]*)>/g)].map((m) => m[1])).toEqual([
        'crossorigin="use-credentials" href="/api/Site"',
        'crossorigin="use-credentials" href="/api/Account"',
        'crossorigin="use-credentials" href="/api/Division"',
        'crossorigin="use-credentials" href="/api/Season"',
        'crossorigin="use-credentials" href="/api/Team"',
      ]);
    }
  });

  // Issue #27: the overlay's page is transparent from the first paint, before any script has run.
  it('marks the overlay’s page, and no other, as an overlay page', () => {
    expect(pages.overlay).toMatch(/^<!doctype html><html data-page="overlay"><head>/);
    for (const [page, html] of Object.entries(pages)) {
      if (page !== 'overlay') expect(html, page).not.toContain('data-page');
    }
  });

  it('keeps the rest of index.html as the build wrote it, the links last in the head', () => {
    const withoutLinks = pages.practice.replace(/\s*<link rel="(modulepreload|preload)"[^>]*>/g, '');
    expect(withoutLinks.replace(/\s+<\/head>/, '</head>')).toBe(indexHtml.replace(/\s+<\/head>/, '</head>'));
    expect(pages.practice.indexOf('practice-X1.js')).toBeGreaterThan(pages.practice.indexOf('index-En1.js'));
  });

  it('refuses a build whose manifest lacks a page’s module, rather than writing pages that preload nothing', () => {
    const { ['src/app/routes/score.tsx']: _score, ...withoutScore } = manifest;
    expect(() => routePagesOf(indexHtml, withoutScore)).toThrow('src/app/routes/score is in no chunk');
  });
});
