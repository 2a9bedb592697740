import { ensureServerBuild } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { chromiumPath } from './support/browser.js';

/** Runs once before the end-to-end tests: a browser must exist, and the web app and server must be built. */
export default function setup(): void {
  if (!chromiumPath()) {
    throw new Error(
      `The end-to-end tests need Chromium and found none at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}.\n` +
        'Install it with `apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium executable.',
    );
  }
  const status = ensureWebBuild({ log: (line) => console.log(`[e2e] ${line}`) });
  if (status.state === 'no-source') console.warn(`[e2e] Not building the web app: ${status.reason}.`);
  ensureServerBuild({ log: (line) => console.log(`[e2e] ${line}`) });
}
