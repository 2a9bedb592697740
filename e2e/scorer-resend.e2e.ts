import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api.js';
import { launchBrowser, phoneContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { tap } from './support/live.js';
import { admin, type RunningServer, startServer } from './support/server.js';
import { signInDirectly, visible } from './support/sign-in.js';

// Issue #16, crashes: the scorer's device resends what the server never acknowledged. A visit's save
// reaches the server, which stores it and is killed (kill -9) before its answer gets back; the
// scorer's phone says the record is not saved and keeps scoring; the server starts again on the same
// database and port, and the phone sends the rest by itself: the stored record ends with every
// visit, with no "whose copy wins" question (the copy on the server was the phone's own).
describe('the scorer’s device after the server is killed mid-save', () => {
  let browser: Browser;
  let server: RunningServer | undefined;
  const folder = mkdtempSync(join(tmpdir(), 'darts-e2e-resend-'));
  const env = {
    DATABASE_URL: `sqlite:${join(folder, 'league.sqlite')}`,
    DEMO_DATA: 'false',
    // Sessions live in the database; the secret that signs their cookies must survive the restart.
    SESSION_SECRET: `e2e-resend-${randomBytes(16).toString('hex')}`,
  };

  beforeAll(async () => {
    server = await startServer({ env });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores every visit once the server is back, the unanswered one included', async () => {
    const port = server!.port;
    const context = await phoneContext(browser, server!.baseUrl);
    const scorer = await context.newPage();
    screenshotOnFailure({ scorer });
    await signInDirectly(scorer, admin);
    await scorer.goto('/practice?yourName=Jo&opponentName=Sam');
    await scorer.getByRole('button', { name: 'Jo', exact: true }).click();
    await scorer.waitForURL((url) => /^#[0-9a-f-]{36}$/.test(url.hash));
    const id = new URL(scorer.url()).hash.slice(1);
    await tap(scorer, 100);
    await saved(scorer);

    // The next save reaches the server and is stored; the server dies before the phone hears back.
    let killed: Promise<void> | undefined;
    await scorer.route('**/api/Sayg', async (route) => {
      if (route.request().method() !== 'POST' || killed) return route.continue();
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      process.kill(server!.pid, 'SIGKILL');
      killed = server!.stop();
      await killed;
      await route.abort('connectionreset');
    });
    await tap(scorer, 60);
    await expect.poll(() => killed !== undefined, { timeout: 10_000 }).toBe(true);
    await killed;
    await scorer.unroute('**/api/Sayg');
    await visible(scorer.getByRole('status', { name: 'Save status' }).filter({ hasNotText: /^Saved$/ }));

    // Scoring carries on with the server away.
    await tap(scorer, 45);
    await visible(scorer.getByRole('status', { name: 'Save status' }).filter({ hasNotText: /^Saved$/ }));

    // Back on the same database and port: the phone sends what is left by itself.
    server = await startServer({ port, env });
    await saved(scorer, 40_000);
    const stored = await new Api(context.request, server.baseUrl).get<{
      legs: Record<string, { home: { throws: Array<{ score: number }> }; away: { throws: Array<{ score: number }> } }>;
    }>(`/api/Sayg/${id}`);
    expect(stored.legs['0']!.home.throws.map((t) => t.score)).toEqual([100, 45]);
    expect(stored.legs['0']!.away.throws.map((t) => t.score)).toEqual([60]);
    await context.close();
  });

  // Issue #23: the very first save, stored but never answered, is resent with the session's
  // Idempotency-Key and is the same record, not a second one beside an orphan.
  it('makes one record of a first save the server stored but never answered', async () => {
    const context = await phoneContext(browser, server!.baseUrl);
    const scorer = await context.newPage();
    screenshotOnFailure({ scorer });
    let lost = false;
    await scorer.route('**/api/Sayg', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      expect((await route.fetch()).status()).toBe(200);
      await route.abort('connectionreset');
    });
    await scorer.goto('/practice?yourName=Una&opponentName=Vic');
    await scorer.getByRole('button', { name: 'Una', exact: true }).click();
    await scorer.waitForURL((url) => /^#[0-9a-f-]{36}$/.test(url.hash), { timeout: 20_000 });
    expect(lost).toBe(true);
    const id = new URL(scorer.url()).hash.slice(1);
    await tap(scorer, 100);
    await saved(scorer);

    const adminContext = await phoneContext(browser, server!.baseUrl);
    await signInDirectly(await adminContext.newPage(), admin);
    const rows = await new Api(adminContext.request, server!.baseUrl).get<{
      result: Array<{ id: string; name: string }>;
    }>('/api/Data/Browse/recordedscoreasyougo/');
    expect(rows.result.filter((row) => row.name === 'Una').map((row) => row.id)).toEqual([id]);
    const stored = await new Api(context.request, server!.baseUrl).get<{
      legs: Record<string, { home: { throws: Array<{ score: number }> } }>;
    }>(`/api/Sayg/${id}`);
    expect(stored.legs['0']!.home.throws.map((t) => t.score)).toEqual([100]);
    await adminContext.close();
    await context.close();
  });
});

/** Waits until the scorer's page says the record is saved on the server. */
async function saved(page: Page, timeout = 10_000) {
  await page
    .getByRole('status', { name: 'Save status' })
    .filter({ hasText: /^Saved$/ })
    .waitFor({ state: 'visible', timeout });
}
