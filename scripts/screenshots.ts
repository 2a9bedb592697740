// Full-page screenshots of the real app at desktop and phone widths, for reviewing UI changes.
//
//   node --import tsx scripts/screenshots.ts [--anonymous] [paths...]
//
// Starts the production server like the end-to-end tests (fresh database, demo data, bootstrap
// administrator), signs in as the administrator unless --anonymous, and writes
// screenshots/<path>-<width>.png (git-ignored). Builds the web app first if it is stale.
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureWebBuild, repoRoot } from './web-build.mjs';
import { desktopContext, launchBrowser, phoneContext } from '../e2e/support/browser.js';
import { admin, startServer } from '../e2e/support/server.js';
import { signInDirectly } from '../e2e/support/sign-in.js';

const defaultPaths = ['/', '/about', '/login', '/admin/user', '/admin/features', '/admin/errors'];
const args = process.argv.slice(2);
const anonymous = args.includes('--anonymous');
const paths = args.filter((a) => !a.startsWith('--'));
const outDir = join(repoRoot, 'screenshots');

ensureWebBuild();
mkdirSync(outDir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
const written: string[] = [];
try {
  for (const [label, makeContext] of [
    ['1280', desktopContext],
    ['390', phoneContext],
  ] as const) {
    const context = await makeContext(browser, server.baseUrl);
    const page = await context.newPage();
    if (!anonymous) {
      await signInDirectly(page, admin).catch((error: Error) =>
        console.warn(`Could not sign in at ${label} px (${error.message.split('\n')[0]}); continuing signed out.`),
      );
    }
    for (const path of paths.length > 0 ? paths : defaultPaths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const name = `${path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home'}-${label}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      written.push(relative(process.cwd(), join(outDir, name)));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(written.join('\n'));
