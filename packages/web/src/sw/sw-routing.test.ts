import { describe, expect, it } from 'vitest';
import { isOverlayPagePath, markOverlayPage } from '@darts/contract';
import { changesAccount, isOverlayNavigation, markOverlayShell, networkFirst, strategyFor } from './sw-routing';

const origin = 'https://darts.example.org';
const precached = new Set(['/', '/assets/index-Ab12Cd.js', '/assets/index-Ef34Gh.css', '/favicon.svg']);
const fixtureId = '3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: new URL(path, origin).href, mode });

describe('strategyFor (issue #16: what the service worker does with a request)', () => {
  it.each([
    // Pages open from the network, or the cached shell without one; never for the server's own paths.
    [get('/', 'navigate'), 'shell'],
    [get('/practice?yourName=Jo', 'navigate'), 'shell'],
    [get(`/score/${fixtureId}`, 'navigate'), 'shell'],
    [get('/api/Account/Login/?redirectUrl=/', 'navigate'), 'network'],
    [get('/api/Site', 'navigate'), 'network'],
    [get('/data/api/Nothing', 'navigate'), 'network'],
    // This build's files from the cache; an earlier build's hashed file (a tab open across an
    // upgrade) from that build's cache; anything else from the network.
    [get('/assets/index-Ab12Cd.js'), 'precached'],
    [get('/assets/index-Ef34Gh.css', 'no-cors'), 'precached'],
    [get('/favicon.svg', 'no-cors'), 'precached'],
    [get('/assets/index-Ab12Cd.js?v=2'), 'network'],
    [get('/assets/index-Old123.js'), 'earlier-build'],
    [get('/assets/division-Old456.css', 'no-cors'), 'earlier-build'],
    [get('/assets/index-Old123.js?v=2'), 'network'],
    [get('/icons/old-icon.png', 'no-cors'), 'network'],
    [get('/manifest.webmanifest'), 'network'],
    // Start-up data and what scoring reads: from the network, a copy kept for offline use.
    [get('/api/Site'), 'offline-copy'],
    [get('/api/Account'), 'offline-copy'],
    [get('/api/Division'), 'offline-copy'],
    [get('/api/Season'), 'offline-copy'],
    [get('/api/Team'), 'offline-copy'],
    [get('/api/Feature'), 'offline-copy'],
    [get(`/api/Game/${fixtureId}`), 'offline-copy'],
    [get(`/api/Team/${fixtureId}`), 'offline-copy'],
    [get(`/api/Tournament/${fixtureId}`), 'offline-copy'],
    [get(`/api/Sayg/${fixtureId}`), 'offline-copy'],
    // Every other read, any query string, every write, other sites: untouched.
    [get('/api/Site?x=1'), 'network'],
    [get('/api/site'), 'network'],
    [get('/api/Account/All'), 'network'],
    [get(`/api/Sayg/${fixtureId}/Statistics`), 'network'],
    [get('/api/Tournament/not-an-id'), 'network'],
    [get('/api/Live/Watch'), 'network'],
    [get(`/api/Game/${fixtureId}/Photos`), 'network'],
    [get('/API/Division'), 'network'],
    [{ method: 'PUT', url: `${origin}/api/Scores/${fixtureId}`, mode: 'cors' }, 'network'],
    [{ method: 'POST', url: `${origin}/api/Sayg`, mode: 'cors' }, 'network'],
    [{ method: 'POST', url: `${origin}/`, mode: 'navigate' }, 'network'],
    [{ method: 'HEAD', url: `${origin}/assets/index-Ab12Cd.js`, mode: 'cors' }, 'network'],
    [get('https://cdn.example.com/assets/index-Ab12Cd.js'), 'network'],
    [get('https://cdn.example.com/', 'navigate'), 'network'],
  ])('%o → %s', (request, expected) => {
    expect(strategyFor(request, origin, precached)).toBe(expected);
  });
});

describe('changesAccount', () => {
  it.each([
    [get('/api/Account/Login/?redirectUrl=/', 'navigate'), true],
    [{ method: 'POST', url: `${origin}/api/Account/Login`, mode: 'cors' }, true],
    [get('/api/Account/Logout/?redirectUrl=%2F', 'navigate'), true],
    [get('/api/Account'), false],
    [get('/api/Account/All'), false],
    [get('https://elsewhere.example.com/api/Account/Logout'), false],
  ])('%o → %s', (request, expected) => {
    expect(changesAccount(request, origin)).toBe(expected);
  });
});

describe('networkFirst', () => {
  const kept = new Response('kept');
  const answer = (status: number) => new Response(status === 204 ? null : `network ${status}`, { status });
  const never = () => new Promise<Response>(() => undefined);
  const text = async (response: Promise<Response>) => {
    const r = await response;
    return `${r.status} ${await r.clone().text()}`;
  };

  it("answers with the network's answer, refusals and faults included, while there is a network", async () => {
    for (const status of [200, 204, 404, 409, 500]) {
      let asked = false;
      const fallback = async () => ((asked = true), kept);
      expect(await text(networkFirst(async () => answer(status), fallback))).toBe(
        `${status} ${status === 204 ? '' : `network ${status}`}`,
      );
      expect(asked).toBe(false);
    }
  });

  it('falls back when the network fails', async () => {
    expect(
      await text(
        networkFirst(
          () => Promise.reject(new TypeError('Failed to fetch')),
          async () => kept,
        ),
      ),
    ).toBe('200 kept');
  });

  it('fails as the network failed when there is nothing to fall back on', async () => {
    const failure = new TypeError('Failed to fetch');
    await expect(
      networkFirst(
        () => Promise.reject(failure),
        async () => undefined,
      ),
    ).rejects.toBe(failure);
  });

  it('falls back on a 5xx only when asked to, and keeps the 5xx when there is nothing else', async () => {
    expect(
      await text(
        networkFirst(
          async () => answer(502),
          async () => kept,
          { whenServerFails: true },
        ),
      ),
    ).toBe('200 kept');
    expect(
      await text(
        networkFirst(
          async () => answer(502),
          async () => undefined,
          { whenServerFails: true },
        ),
      ),
    ).toBe('502 network 502');
  });

  it('falls back when the network takes too long, else waits for it', async () => {
    expect(await text(networkFirst(never, async () => kept, { timeoutMs: 20 }))).toBe('200 kept');
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => resolve(answer(200)), 40));
    expect(await text(networkFirst(slow, async () => undefined, { timeoutMs: 10 }))).toBe('200 network 200');
  });
});

describe("the overlay's shell offline (issue #27: transparent from the first paint)", () => {
  it.each([
    `/overlay/match/${fixtureId}`,
    `/overlay/tournament/${fixtureId}?board=2`,
    `/Overlay/superleague/${fixtureId}/`,
    '/overlay/match',
    '/overlay/match/a/b',
    '/',
    `/live/match/${fixtureId}`,
    `/tournament/${fixtureId}`,
  ])("knows %s for an overlay page or not as the server does (contract's isOverlayPagePath)", (path) => {
    const url = new URL(path, origin);
    expect(isOverlayNavigation(url.href)).toBe(isOverlayPagePath(url.pathname));
  });

  it('opens an overlay page, not another, with the shell marked as the server marks it', () => {
    expect(isOverlayNavigation(`${origin}/overlay/match/${fixtureId}?chroma=1`)).toBe(true);
    expect(isOverlayNavigation(`${origin}/score/${fixtureId}`)).toBe(false);
    for (const html of [
      '<!doctype html>\n<html lang="en-GB">\n<head></head><body></body></html>',
      '<!doctype html><html><body><p>html</p></body></html>',
    ]) {
      expect(markOverlayShell(html)).toBe(markOverlayPage(html));
      expect(markOverlayShell(html)).toContain('<html data-page="overlay"');
    }
  });
});
