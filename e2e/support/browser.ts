import { accessSync, constants } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium) unless CHROMIUM_PATH names another. */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    return undefined;
  }
}

/**
 * Headless Chromium with the flags this machine needs (no sandbox as root; no outside network),
 * plus `extraArgs` (e.g. `--host-resolver-rules` to give the loopback server another name).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

// Reduced motion turns off Bootstrap's transitions, so axe's colour checks see settled colours rather
// than a button caught half-way through its 150 ms hover fade.
const common: BrowserContextOptions = { timezoneId: 'Europe/London', locale: 'en-GB', reducedMotion: 'reduce' };

/** Per-action wait: long enough for a cold page, short enough that a missing element fails fast. */
const actionTimeoutMs = 10_000;

async function newContext(browser: Browser, baseUrl: string, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ ...common, ...options, baseURL: baseUrl });
  context.setDefaultTimeout(actionTimeoutMs);
  return context;
}

/** A desktop browser window, 1280×800. */
export function desktopContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return newContext(browser, baseUrl, { viewport: { width: 1280, height: 800 } });
}

/** A phone, 390×844 with touch (an iPhone 12-14 sized screen). */
export function phoneContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return newContext(browser, baseUrl, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
}

/**
 * A browser `width` px wide: narrower than 600 px a touch phone (twice the pixels, like the Android
 * phones a scorer holds), otherwise a desktop or TV window.
 */
export function sizedContext(
  browser: Browser,
  baseUrl: string,
  width: number,
  height = width < 600 ? 780 : 800,
): Promise<BrowserContext> {
  const phone = width < 600;
  return newContext(browser, baseUrl, {
    viewport: { width, height },
    ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
  });
}

/** Fails, listing every violation, when axe finds a serious or critical accessibility problem. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const report = serious
    .map((v) => {
      const nodes = v.nodes.map((n) => `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`);
      return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes].join('\n');
    })
    .join('\n');
  console.error(`Accessibility violations on ${page.url()}:\n${report}`);
  throw new Error(`${serious.length} serious or critical accessibility violation(s) on ${page.url()}:\n${report}`);
}
