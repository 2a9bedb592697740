import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';
const immutable = 'public, max-age=31536000, immutable';

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'darts-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd.js'), 'console.log("darts");');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  return dir;
}

describe('serving the web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { WEB_DIST: webDist() });
  });
  afterAll(() => server.close());

  it.each([
    '/',
    '/index.html',
    '/division/premier',
    '/teams/2026%2F27/?division=Premier',
    '/score/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    '/admin/access',
  ])('answers %s with index.html, revalidated every time', async (path) => {
    const response = await server.anonymous.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toBe(indexHtml);
  });

  // Issue #24: the app's not-found page, with the status a crawler or a scanner understands.
  it.each([
    '/backup.sql',
    '/wp-login.php',
    '/data/somewhere',
    '/division',
    '/score/a/b',
    '/practices?x=1',
    '/assets',
    '/.env',
  ])('answers %s, which is no page of the app, with 404 and the app (which shows "Page not found")', async (path) => {
    const response = await server.anonymous.get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.text).toBe(indexHtml);
  });

  it('answers a HEAD for no page with 404 too', async () => {
    const response = await server.anonymous.request('HEAD', '/wp-login.php');
    expect(response.status).toBe(404);
  });

  it('serves a robots.txt that keeps crawlers to the public pages (issue #24)', async () => {
    const response = await server.anonymous.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const rules = response.text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /data/api/',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /logout',
      'Disallow: /setup',
      'Disallow: /connections',
    ]);
  });

  it('caches hashed assets for a year, keeping the case of their names', async () => {
    const response = await server.anonymous.get('/assets/index-Ab12Cd.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(immutable);
    expect(response.text).toBe('console.log("darts");');
  });

  it('serves other files without long caching', async () => {
    const response = await server.anonymous.get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with a 404, not the app', async () => {
    const response = await server.anonymous.get('/assets/index-Old123.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<html');
  });

  it('does not serve dot files', async () => {
    const response = await server.anonymous.get('/.env');
    expect(response.text).not.toContain('SECRET');
  });

  it.each(['/api/Nothing', '/api/nothing/here', '/data/api/Nothing', '/api', '/API/'])(
    'never answers the API path %s with the app',
    async (path) => {
      const response = await server.anonymous.get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.json).toEqual({ success: false, errors: ['Not found'], warnings: [], messages: [], trace: [] });
    },
  );

  it('serves 100 page loads without warning of a listener leak on the response', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => {
      if (warning.name === 'MaxListenersExceededWarning') warnings.push(warning.message);
    };
    process.on('warning', onWarning);
    try {
      const routes = ['/', '/division/premier', '/teams/2026%2F27/?division=Premier', '/index.html'];
      const loadPage = async (n: number) => {
        const page = await server.anonymous.get(routes[n % routes.length]!);
        const assets = [...page.text.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!);
        const answers = await Promise.all(assets.map((asset) => server.anonymous.get(asset)));
        return [page, ...answers].map((answer) => answer.status);
      };
      const statuses: number[] = [];
      // Ten browsers at a time, each loading the page and then its script.
      for (let batch = 0; batch < 10; batch += 1) {
        const loads = await Promise.all(Array.from({ length: 10 }, (_, i) => loadPage(batch * 10 + i)));
        statuses.push(...loads.flat());
      }
      // A warning is emitted on the next tick after the listener that caused it.
      await new Promise((resolve) => setImmediate(resolve));
      expect(statuses).toEqual(Array<number>(200).fill(200));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('serves the web app manifest named after the site (issue #16)', async () => {
    const response = await server.anonymous.get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(response.text)).toMatchObject({
      name: 'Darts League',
      short_name: 'Darts League',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14532d',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('sends the security headers with the page, the same with the overlay page', async () => {
    const response = await server.anonymous.get('/');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const overlay = await server.anonymous.get('/overlay/match/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6');
    expect(overlay.headers.get('content-security-policy')).toBe(response.headers.get('content-security-policy'));
    expect(overlay.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

// Issue #24: each page's index.html preloads that page's chunks (the web build writes one per page).
describe('each page gets its own index.html, which preloads its code', () => {
  const preloads: Record<string, string> = {
    division: '/assets/division-Dv12Ab.js',
    score: '/assets/score-Sc34Cd.js',
    tournament: '/assets/tournament-To56Ef.js',
    practice: '/assets/practice-Pr78Gh.js',
  };
  const pageOf = (chunk: string) =>
    indexHtml.replace('</head>', `<link rel="modulepreload" crossorigin href="${chunk}"></head>`);
  /** The overlay's copy as the web build writes it: marked for a transparent first paint (issue #27). */
  const overlayPage = pageOf('/assets/overlay-Ov12Ab.js').replace('<html>', '<html data-page="overlay">');
  let server: TestServer;
  beforeAll(async () => {
    const dist = webDist();
    mkdirSync(join(dist, 'route-pages'));
    for (const [page, chunk] of Object.entries(preloads)) {
      writeFileSync(join(dist, 'route-pages', `${page}.html`), pageOf(chunk));
    }
    writeFileSync(join(dist, 'route-pages', 'overlay.html'), overlayPage);
    server = await startTestServer('sqlite', { WEB_DIST: dist });
  });
  afterAll(() => server.close());

  it.each([
    ['/division/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', 'division'],
    ['/division/premier/players/2026%2F27', 'division'],
    ['/score/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', 'score'],
    ['/Tournament/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6/', 'tournament'],
    ['/practice?kiosk=true', 'practice'],
  ])('answers %s with the %s page’s index.html, revalidated every time', async (path, page) => {
    const response = await server.anonymous.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const links = [...response.text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(links).toEqual([preloads[page]]);
    // Sent as a file, as index.html is: with its validators.
    expect(response.headers.get('etag')).toBeTruthy();
  });

  // Issue #27: OBS shows the overlay with no white flash, as the stylesheet's rule for the mark paints it transparent.
  it.each([
    '/overlay/match/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    '/overlay/tournament/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6?board=2&chroma=1',
    '/Overlay/superleague/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6/',
  ])('answers the overlay page %s with the build’s marked copy, revalidated every time', async (path) => {
    const response = await server.anonymous.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toBe(overlayPage);
  });

  it('marks no other page, nor the not-found page under /overlay', async () => {
    for (const path of ['/', '/live/match/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', '/overlay/match', '/overlay/a/b/c']) {
      expect((await server.anonymous.get(path)).text, path).not.toContain('data-page');
    }
  });

  it('answers a page the build wrote no copy for with the plain index.html', async () => {
    const response = await server.anonymous.get('/about');
    expect(response.status).toBe(200);
    expect(response.text).toBe(indexHtml);
  });

  it.each(['/backup.sql', '/division', '/practices', '/route-pages', '/route-pages/division.html'])(
    'answers %s, no page, with the plain index.html, which preloads nothing',
    async (path) => {
      const response = await server.anonymous.get(path);
      expect(response.status).toBe(404);
      expect(response.text).toBe(indexHtml);
    },
  );

  it.each(['/api/Nothing', '/api/division/data/x', '/data/api/Nothing'])(
    'never answers the API path %s with a page',
    async (path) => {
      const response = await server.anonymous.get(path);
      expect(response.headers.get('content-type')).toMatch(/^application\/(problem\+)?json/);
      expect(response.text).not.toContain('modulepreload');
    },
  );
});

describe('before the web app is built', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = join(mkdtempSync(join(tmpdir(), 'darts-web-')), 'dist');
    server = await startTestServer('sqlite', { WEB_DIST: dist });
  });
  afterAll(() => server.close());

  it('starts, answers the API and explains the missing page', async () => {
    expect((await server.anonymous.get('/api/Division')).status).toBe(200);
    const page = await server.anonymous.get('/');
    expect(page.status).toBe(404);
    expect(page.text).toContain('npm run build');
    const noPage = await server.anonymous.get('/wp-login.php');
    expect(noPage.status).toBe(404);
    expect(noPage.text).toContain('npm run build');
    const overlay = await server.anonymous.get('/overlay/match/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6');
    expect(overlay.status).toBe(404);
    expect(overlay.text).toContain('npm run build');
  });

  it('serves a build made while it runs', async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log("darts");');
    expect((await server.anonymous.get('/division/premier')).text).toBe(indexHtml);
    expect((await server.anonymous.get('/assets/index-Ab12Cd.js')).headers.get('cache-control')).toBe(immutable);
  });
});
