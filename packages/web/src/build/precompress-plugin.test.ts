import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress-plugin';

/** Text that compresses well, like a real script or stylesheet, `size` bytes long. */
const text = (size: number) => 'const score = 180; // darts\n'.repeat(Math.ceil(size / 28)).slice(0, size);

describe('precompressFolder (issue #24: the build is served pre-compressed)', () => {
  it('writes a brotli and a gzip copy of every script, stylesheet, page and drawing over 1 KB', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'darts-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'icons'));
    mkdirSync(join(dir, '.vite'));
    const files: Record<string, string | Buffer> = {
      'index.html': text(2000),
      'sw.js': text(5000),
      'favicon.svg': text(1500),
      'assets/index-Ab12Cd.js': text(400_000),
      'assets/index-Ef34Gh.css': text(30_000),
      'assets/index-Ab12Cd.js.map': text(900_000),
      'assets/tiny-Zz11Yy.js': text(1023),
      'icons/icon-192.png': Buffer.alloc(4000, 7),
      '.vite/manifest.json': text(3000),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);

    const written = await precompressFolder(dir);

    expect(written).toEqual([
      'assets/index-Ab12Cd.js.br',
      'assets/index-Ab12Cd.js.gz',
      'assets/index-Ef34Gh.css.br',
      'assets/index-Ef34Gh.css.gz',
      'favicon.svg.br',
      'favicon.svg.gz',
      'index.html.br',
      'index.html.gz',
      'sw.js.br',
      'sw.js.gz',
    ]);
    for (const name of ['index.html', 'sw.js', 'favicon.svg', 'assets/index-Ab12Cd.js', 'assets/index-Ef34Gh.css']) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
    }
  });

  it('writes no copy that would be larger than the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'darts-precompress-'));
    // Random bytes do not compress: each copy would be a little larger than the file.
    writeFileSync(join(dir, 'noise.js'), randomBytes(4096));
    expect(await precompressFolder(dir)).toEqual([]);
  });
});
