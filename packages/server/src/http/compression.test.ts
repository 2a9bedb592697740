import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../test/harness.js';
import { addDivision } from '../../test/fixture-seed.js';

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET that reads the bytes as they came, undecoded (fetch would decompress them out of sight). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The first bytes of a stream that never ends, then the connection is dropped. */
function firstBytes(baseUrl: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { headers }, (response) => {
      response.once('data', (chunk: Buffer) => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: chunk });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const decoded = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

const varies = (answer: RawAnswer) => /\baccept-encoding\b/i.test(String(answer.headers.vary ?? ''));

/** Text that compresses like a real script or stylesheet. */
const text = (line: string, size: number) => line.repeat(Math.ceil(size / line.length)).slice(0, size);
const script = text('export const score = (darts) => darts.reduce((sum, dart) => sum + dart, 0);\n', 40_000);
const stylesheet = text('.league-table td { padding: 0.25rem 0.5rem; text-align: end; }\n', 20_000);
const lateScript = text('console.log("a file the build left uncompressed");\n', 5_000);
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 1)]);

/** A build as `npm run build` leaves it: each script and stylesheet beside its .br and .gz. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'darts-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  for (const [name, content] of [
    ['assets/index-Ab12Cd.js', script],
    ['assets/index-Ef34Gh.css', stylesheet],
  ] as const) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(join(dir, 'assets', 'late-Zz99Yy.js'), lateScript);
  writeFileSync(join(dir, 'icons', 'icon-192.png'), png);
  return dir;
}

// Issue #24: "every script, stylesheet and JSON answer over 1 KB comes compressed when the browser accepts it".
describe.each(testDatabases)('compression on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { WEB_DIST: webDist() });
    // Forty divisions make GET /api/Division about 4 KB of JSON.
    for (let n = 1; n <= 40; n += 1) await addDivision(server.handle.db, `Division ${n} of the Tuesday night league`);
  });
  afterAll(() => server.close());

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('sends JSON over 1 KB as %s when the browser accepts it', async (encoding, accept) => {
    const plain = await rawGet(server.baseUrl, '/api/Division');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const answer = await rawGet(server.baseUrl, '/api/Division', { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(varies(answer)).toBe(true);
    expect(answer.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decoded(answer).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('says Vary: Accept-Encoding on a JSON answer sent plain, so no cache hands a compressed one to a browser that did not ask', async () => {
    const plain = await rawGet(server.baseUrl, '/api/Division');
    expect(varies(plain)).toBe(true);
  });

  it('sends JSON under 1 KB as it is', async () => {
    const answer = await rawGet(server.baseUrl, '/api/Season', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('[]');
  });

  it.each([
    ['/assets/index-Ab12Cd.js', script, /javascript/],
    ['/assets/index-Ef34Gh.css', stylesheet, /^text\/css/],
  ])('sends %s as the build compressed it', async (path, content, type) => {
    for (const [encoding, accept] of [
      ['br', 'gzip, deflate, br, zstd'],
      ['gzip', 'gzip, deflate'],
    ] as const) {
      const answer = await rawGet(server.baseUrl, path, { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(answer)).toBe(true);
      // The file the build wrote, not compressed a second time.
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decoded(answer).toString()).toBe(content);
    }
    const plain = await rawGet(server.baseUrl, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(content);
  });

  it('compresses a script the build left plain as it sends it', async () => {
    const answer = await rawGet(server.baseUrl, '/assets/late-Zz99Yy.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer).toString()).toBe(lateScript);
  });

  it('sends images as they are: they are compressed already', async () => {
    const answer = await rawGet(server.baseUrl, '/icons/icon-192.png', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(png)).toBe(true);
  });

  it('never compresses the live event stream, which must arrive event by event', async () => {
    const answer = await firstBytes(server.baseUrl, '/api/Live/Events?id=3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', {
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('retry: 1000\n\n');
  });
});

describe('answers that carry a zip', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    for (let n = 1; n <= 40; n += 1) await addDivision(server.handle.db, `Division ${n} of the Tuesday night league`);
  });
  afterAll(() => server.close());

  it('sends an export as it is: its zip is compressed already', async () => {
    const exporter = await server.signIn(['ExportData']);
    const response = await fetch(`${server.baseUrl}/api/Data/Export`, {
      method: 'POST',
      headers: { cookie: exporter.cookie!, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    const body = (await response.json()) as { result: { zip: string } };
    expect(body.result.zip.length).toBeGreaterThan(1024);
  });
});
