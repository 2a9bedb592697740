import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVersion, precacheUrls } from './service-worker-plugin';

describe('precacheUrls (issue #16: the shell the service worker caches)', () => {
  it('keeps the page, the build and public files, never maps, metadata or the worker itself', () => {
    const bundle = [
      'index.html',
      'assets/index-Ab12Cd.js',
      'assets/index-Ab12Cd.js.map',
      'assets/index-Ef34Gh.css',
      'assets/practice-Xy98Zw.js',
      '.vite/manifest.json',
      'sw.js',
      'sw.js.map',
    ];
    const publicFiles = ['favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', '.DS_Store'];
    expect(precacheUrls(bundle, publicFiles)).toEqual([
      '/',
      '/assets/index-Ab12Cd.js',
      '/assets/index-Ef34Gh.css',
      '/assets/practice-Xy98Zw.js',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
    ]);
  });
});

describe('buildVersion', () => {
  it('changes with any file of the build or the page, and only then', () => {
    const urls = ['/', '/assets/index-Ab12Cd.js'];
    const version = buildVersion(urls, '<html>1</html>');
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(buildVersion([...urls], '<html>1</html>')).toBe(version);
    expect(buildVersion(['/', '/assets/index-Zz99Yy.js'], '<html>1</html>')).not.toBe(version);
    expect(buildVersion(urls, '<html>2</html>')).not.toBe(version);
  });
});

describe('the committed icons', () => {
  it.each([
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['icon-maskable-512.png', 512],
  ])('%s is a %i px square PNG (scripts/make-icons.mjs draws it from favicon.svg)', (file, size) => {
    const png = readFileSync(join(__dirname, '../../public/icons', file));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  });
});
