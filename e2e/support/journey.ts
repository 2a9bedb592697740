import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { Api } from './api.js';
import { sizedContext } from './browser.js';
import { admin, type RunningServer, type StartOptions, startServerAndBrowser, stopServerAndBrowser } from './server.js';
import { signInDirectly } from './sign-in.js';

/** The server and browser of one journey file; read them inside its tests (they start in its beforeAll). */
export type Journey = { server: RunningServer; browser: Browser };

/**
 * The real server and a headless Chromium for the describe block this is called in: started in a
 * beforeAll (which also makes `shotsDir` for the screenshots, and may be given `timeoutMs`), stopped
 * in an afterAll.
 */
export function serverAndBrowserFor(shotsDir: string, options: StartOptions = {}, timeoutMs?: number): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    Object.assign(journey, await startServerAndBrowser(options));
    mkdirSync(shotsDir, { recursive: true });
  }, timeoutMs);
  afterAll(() => stopServerAndBrowser(journey.server, journey.browser));
  return journey;
}

/** A browser `width` px wide signed in as the administrator, and an API client acting as the same. */
export async function signedInWindow({ server, browser }: Journey, width: number, height?: number) {
  const context = await sizedContext(browser, server.baseUrl, width, height);
  const page = await context.newPage();
  await signInDirectly(page, admin);
  return { context, page, api: new Api(context.request, server.baseUrl) };
}
