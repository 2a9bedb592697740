import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api.js';
import { desktopContext, launchBrowser } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, startServer, stopServerAndBrowser, type RunningServer } from './support/server.js';
import { signInDirectly, visible } from './support/sign-in.js';

// Issue #28. A league server on a pub's own network is plain http on an address that is not
// localhost, where browsers leave out what needs a secure origin
// (`crypto.randomUUID`, the clipboard, service workers). The machine has only loopback, so
// Chromium resolves made-up names to it: http://pub.test is then a real non-secure origin,
// served by the real server. A league's own website embeds pages in an iframe (spec 1 §9, spec 2
// §9): http://club.test:{port} (a small server here) and https://club.test are its pages, and https://league.test is this
// server behind https (the browser's requests are answered from the real server).
const names = ['pub.test', 'club.test', 'league.test'];

describe('a league server on a pub network, embedded in a league website (issue #28)', () => {
  let server: RunningServer;
  let browser: Browser;
  let pub: string;

  beforeAll(async () => {
    server = await startServer({
      env: { DEMO_DATA: 'false', FRAME_ANCESTORS: "'self' http://club.test:* https://club.test" },
    });
    browser = await launchBrowser([`--host-resolver-rules=${names.map((name) => `MAP ${name} 127.0.0.1`).join(',')}`]);
    pub = `http://pub.test:${server.port}`;
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  /** A page of the league's own website: an iframe of `src`, recording what it posts. */
  const websitePage = (
    src: string,
  ) => `<!doctype html><html lang="en"><head><title>Our league</title></head><body style="margin:0">
<h1>Our league</h1>
<iframe id="league" title="League" src="${src}" style="width:100%;height:150px;border:0"></iframe>
<script>
  window.heights = [];
  addEventListener('message', (event) => {
    if (event.source !== document.getElementById('league').contentWindow) return;
    window.heights.push({ data: event.data, at: performance.now() });
    if (typeof event.data === 'number') document.getElementById('league').style.height = event.data + 'px';
  });
</script></body></html>`;

  /** The website at `url`, its page answered by the browser itself (no address of its own). */
  async function websiteWithFrame(context: BrowserContext, url: string, src: string): Promise<Page> {
    const page = await context.newPage();
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: websitePage(src) }));
    await page.goto(url);
    return page;
  }

  it('works on a plain-http address that is not localhost: scoring, and a failed start-up reported', async () => {
    const context = await desktopContext(browser, pub);
    const page = await context.newPage();
    screenshotOnFailure({ desktop: page });

    await page.goto('/practice?yourName=Jo&opponentName=Sam&numberOfLegs=1');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');
    await page.getByRole('button', { name: 'Jo', exact: true }).click();
    await page.getByRole('button', { name: 'Score 60' }).click();
    await visible(page.getByRole('button', { name: 'Throw 1 for Jo: 60' }));

    // A start-up load the server fails shows the error screen with its ways out, and is logged. (No
    // connection at all is not an error: the page says so and waits, issue #23.)
    await page.route('**/api/Season*', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'An error occurred' }));
    await visible(page.getByRole('button', { name: 'Refresh data' }));
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);

    const adminContext = await desktopContext(browser, server.baseUrl);
    await signInDirectly(await adminContext.newPage(), admin);
    const errors = new Api(adminContext.request, server.baseUrl);
    await expect
      .poll(async () => (await errors.get<Array<{ source?: string; url?: string }>>('/api/Error/Since/')).length)
      .toBeGreaterThan(0);
    const logged = await errors.get<Array<{ source?: string; url?: string; message: string }>>('/api/Error/Since/');
    expect(logged.some((entry) => entry.source === 'UI' && entry.url?.startsWith(pub))).toBe(true);
    await adminContext.close();

    await page.unroute('**/api/Season*');
    await page.getByRole('button', { name: 'Refresh data' }).click();
    await page.getByRole('heading', { name: 'An error occurred' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('edits a tournament on the plain-http address (new sides need new ids)', async () => {
    const adminContext = await desktopContext(browser, server.baseUrl);
    const api = new Api(adminContext.request, server.baseUrl);
    await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
    const divisionId = (await api.write<{ id: string }>('PUT', '/api/Division', { name: 'Pub League' })).id;
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    const seasonId = (
      await api.write<{ id: string }>('PUT', '/api/Season/', {
        name: 'This year',
        startDate: `${year - 1}-01-01T00:00:00`,
        endDate: `${year + 1}-12-31T00:00:00`,
        divisionIds: [divisionId],
      })
    ).id;
    const tournamentId = (
      await api.write<{ id: string }>('PUT', '/api/Tournament', {
        address: 'The Crown',
        date: `${today}T00:00:00`,
        seasonId,
        divisionId,
        type: 'Pairs',
        bestOf: 3,
        sides: [],
      })
    ).id;
    await adminContext.close();

    const context = await desktopContext(browser, pub);
    const page = await context.newPage();
    screenshotOnFailure({ desktop: page });
    await signInDirectly(page, admin);
    await page.goto(`/tournament/${tournamentId}`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await page.getByRole('button', { name: 'Add player', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'Add a side' }));
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await context.close();
  });

  it('publishes an embedded page’s height to the league website every 250 ms', async () => {
    // The website is plain http on this machine too (a page with no address may not frame a local one).
    const site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(websitePage(`${pub}/practice?embed=true&yourName=Jo&opponentName=Sam`));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const context = await desktopContext(browser, pub);
    const website = await context.newPage();
    await website.goto(`http://club.test:${(site.address() as AddressInfo).port}/`);
    screenshotOnFailure({ desktop: website });
    const frame = website.frameLocator('#league');
    await visible(frame.getByRole('heading', { name: 'Who plays first?' }));
    type Posted = { data: unknown; at: number };
    const heights = () => website.evaluate(() => (window as unknown as { heights: Posted[] }).heights);
    await expect.poll(async () => (await heights()).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(8);

    const posted = await heights();
    posted.forEach((message) => expect(typeof message.data).toBe('number'));
    // The 250 ms period itself is pinned with a fake clock in embed-height.test.ts; a wall-clock gap here
    // would only measure how busy the machine is. Here: the messages keep coming, in order.
    const times = posted.map((message) => message.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Sized by the messages, the frame settles at the body's scroll height plus 25, and stays.
    const inner = website.frames().find((f) => f.url().startsWith(pub))!;
    const body = await inner.evaluate(() => document.body.scrollHeight);
    const last = (await heights()).slice(-3).map((message) => message.data);
    expect(last).toEqual([body + 25, body + 25, body + 25]);
    expect(await website.locator('#league').evaluate((element) => element.getBoundingClientRect().height)).toBe(
      body + 25,
    );
    await context.close();
    await new Promise((resolve) => site.close(resolve));
  });

  /** A browser whose https://league.test is this server: each request is answered by the real server. */
  async function httpsLeagueContext(): Promise<BrowserContext> {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(10_000);
    await context.route('https://league.test/**', async (route: Route) => {
      const url = new URL(route.request().url());
      const headers = { ...route.request().headers() };
      if (headers.origin) headers.origin = server.baseUrl;
      const response = await route.fetch({ url: `${server.baseUrl}${url.pathname}${url.search}`, headers });
      await route.fulfill({ response });
    });
    return context;
  }

  it('keeps the scoring style cookie in a page embedded in another site over https', async () => {
    const context = await httpsLeagueContext();
    const src = 'https://league.test/practice?embed=true&yourName=Jo&opponentName=Sam&numberOfLegs=1';
    const website = await websiteWithFrame(context, 'https://club.test/', src);
    screenshotOnFailure({ desktop: website });
    const frame = website.frameLocator('#league');
    await frame.getByRole('button', { name: 'Sam', exact: true }).click();
    await frame.getByLabel('Style').selectOption({ label: 'White on black' });

    const cookie = (await context.cookies('https://league.test/')).find((c) => c.name === 'sayg-style');
    expect(cookie).toMatchObject({ value: 'sayg-black', path: '/', sameSite: 'None', secure: true });
    expect(cookie?.partitionKey).toBe('https://club.test');

    await website.reload();
    await website.frameLocator('#league').getByRole('button', { name: 'Sam', exact: true }).click();
    expect(await website.frameLocator('#league').getByLabel('Style').inputValue()).toBe('sayg-black');
    await context.close();
  });

  it('keeps the favourite teams (the preferences cookie) in a page embedded in another site over https', async () => {
    const adminContext = await desktopContext(browser, server.baseUrl);
    const api = new Api(adminContext.request, server.baseUrl);
    await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
    const divisionId = (await api.write<{ id: string }>('PUT', '/api/Division', { name: 'Embedded League' })).id;
    const year = new Date().getUTCFullYear();
    const seasonId = (
      await api.write<{ id: string }>('PUT', '/api/Season/', {
        name: 'Embedded season',
        startDate: `${year - 1}-01-01T00:00:00`,
        endDate: `${year + 1}-12-31T00:00:00`,
        divisionIds: [divisionId],
      })
    ).id;
    for (const name of ['Crown', 'Swan'])
      await api.write('PUT', '/api/Team/', {
        name,
        address: `${name}, High Street`,
        seasonId,
        divisionId,
        newDivisionId: divisionId,
      });
    const favourites = '0edb9fc6-6579-4c4c-9506-77c2485c09a0';
    await api.write('PUT', '/api/Feature', { id: favourites, configuredValue: 'true' });
    await adminContext.close();

    const context = await httpsLeagueContext();
    const src = `https://league.test/division/${divisionId}/teams/${seasonId}?embed=true`;
    const website = await websiteWithFrame(context, 'https://club.test/', src);
    screenshotOnFailure({ desktop: website });
    const star = () => website.frameLocator('#league').getByRole('button', { name: 'Favourite Crown' });
    await star().click();
    await expect.poll(() => star().getAttribute('aria-pressed')).toBe('true');

    const cookie = (await context.cookies('https://league.test/')).find((c) => c.name === 'preferences');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'None', secure: true });
    expect(cookie?.partitionKey).toBe('https://club.test');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ favouriteTeamIds: [expect.any(String)] });
    // A year (365 days), give or take the seconds the test took.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 60 * 60);

    await website.reload();
    await expect.poll(() => star().getAttribute('aria-pressed')).toBe('true');
    expect(
      await website
        .frameLocator('#league')
        .getByRole('button', { name: 'Favourite Swan' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    await context.close();
  });
});
