import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopContext, expectNoSeriousAxeViolations, phoneContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { adminLink, loginLink, logoutButton, signIn, visible } from './support/sign-in.js';

// Issue #2, "Done when": sign in as the bootstrap administrator, grant a flag to a second account,
// sign in as it, see the admin menu change, sign out.
describe('signing in and managing access', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('grants View exceptions to a new account, whose menu then shows Admin, and signs it out', async () => {
    const adminContext = await desktopContext(browser, server.baseUrl);
    const joContext = await desktopContext(browser, server.baseUrl);
    const a = await adminContext.newPage();
    const b = await joContext.newPage();
    screenshotOnFailure({ admin: a, jo: b });

    // A: the administrator signs in and sees the admin menu.
    await a.goto('/');
    expect(await loginLink(a).getAttribute('href')).toMatch(/^\/api\/Account\/Login\/?\?redirectUrl=/);
    await signIn(a, admin);
    await visible(logoutButton(a, admin.givenName));
    await visible(adminLink(a));

    // B: someone new creates an account and lands back home, signed in, without the admin menu.
    await b.goto('/');
    await loginLink(b).click();
    await visible(b.getByRole('heading', { name: 'Sign in' }));
    await b
      .getByRole('tab', { name: 'Create account' })
      .or(b.getByRole('button', { name: 'Create account' }))
      .first()
      .click();
    // Issue #10: an empty try lists what is missing; each line goes as soon as its field is filled in.
    await b.getByRole('button', { name: 'Create account', exact: true }).last().click();
    const problems = b.getByRole('alert');
    await visible(problems.getByText('Enter your name', { exact: true }));
    await b.getByLabel('Name', { exact: true }).fill('Jo Bloggs');
    await problems.getByText('Enter your name', { exact: true }).waitFor({ state: 'detached' });
    await visible(problems.getByText('Enter your given name', { exact: true }));
    await b.getByLabel('Given name', { exact: true }).fill('Jo');
    await b.getByLabel('E-mail address', { exact: true }).fill('jo@example.org');
    await b.getByLabel('Password', { exact: true }).fill('jo-bloggs-password');
    await problems.waitFor({ state: 'detached' });
    // The form's submit button comes after the tab or button that switched to it.
    await b.getByRole('button', { name: 'Create account', exact: true }).last().click();
    await visible(logoutButton(b, 'Jo'));
    expect(new URL(b.url()).pathname).toBe('/');
    expect(await adminLink(b).count()).toBe(0);

    // A: Admin → Manage access → Jo → View exceptions → Save access.
    await adminLink(a).click();
    const manageAccessLink = a.getByRole('link', { name: 'Manage access', exact: true });
    const manageAccessHeading = a.getByRole('heading', { name: 'Manage access' });
    await visible(manageAccessLink.or(manageAccessHeading).first());
    if (!(await manageAccessHeading.isVisible())) await manageAccessLink.click();
    await visible(manageAccessHeading);
    await a.getByRole('checkbox', { name: 'Show e-mail addresses' }).check();
    await a.getByLabel('Account', { exact: true }).selectOption({ label: 'Jo Bloggs (jo@example.org)' });
    await a
      .getByRole('switch', { name: 'View exceptions', exact: true })
      .or(a.getByRole('checkbox', { name: 'View exceptions', exact: true }))
      .check();
    await a.getByRole('button', { name: 'Save access', exact: true }).click();
    await visible(a.getByText('Access updated'));

    // B: after a reload Jo has the admin menu; signing out brings back the Login link.
    await b.reload();
    await visible(adminLink(b));
    await logoutButton(b, 'Jo').click();
    await visible(loginLink(b));
    expect(await logoutButton(b).count()).toBe(0);

    // A: the old sign-out link, which any site could send a browser to, signs no one out;
    // it opens a page whose button does.
    await a.goto('/api/Account/Logout/?redirectUrl=%2Fabout');
    await visible(a.getByRole('heading', { name: 'Sign out' }));
    expect(new URL(a.url()).pathname).toBe('/logout');
    await a.reload();
    await visible(a.getByRole('button', { name: 'Sign out', exact: true }));
    await a.getByRole('button', { name: 'Sign out', exact: true }).click();
    await a.waitForURL((url) => url.pathname === '/about');
    await visible(loginLink(a));

    await adminContext.close();
    await joContext.close();
  });

  it('gets the scripts and stylesheets compressed, as the build wrote them (issue #24)', async () => {
    const context = await desktopContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ desktop: page });
    const assets = new Map<string, Response>();
    page.on('response', (response) => {
      if (/\/assets\/[^/]+\.(js|css)$/.test(new URL(response.url()).pathname)) assets.set(response.url(), response);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    const stylesheet = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href');
    for (const path of [entry, stylesheet]) {
      const response = assets.get(new URL(path!, server.baseUrl).href);
      expect(response, `${path} was not loaded`).toBeDefined();
      // Chromium asks for brotli over HTTPS only; over plain HTTP it gets the build's gzip copy.
      expect(['br', 'gzip']).toContain(await response!.headerValue('content-encoding'));
      expect(await response!.headerValue('vary')).toMatch(/accept-encoding/i);
      const { responseBodySize } = await response!.request().sizes();
      const body = await response!.body();
      expect(responseBodySize, `${path}: ${responseBodySize} bytes on the wire for ${body.length}`).toBeLessThan(
        body.length / 2,
      );
    }
    await context.close();
  });

  it('has no serious accessibility violations on the home, sign-in and sign-out pages at phone width', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
    await page.goto('/login');
    await visible(page.getByRole('heading', { name: 'Sign in' }));
    await expectNoSeriousAxeViolations(page);
    await page.goto('/logout');
    await visible(page.getByText('You are signed out.'));
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});

/** On failure, saves what each page showed to test-results/ (git-ignored). */
