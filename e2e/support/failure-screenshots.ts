import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { repoRoot } from '../../scripts/web-build.mjs';

/** On a failed test, saves full-page screenshots of the given pages under test-results/. */
export function screenshotOnFailure(pages: Record<string, Page>) {
  onTestFailed(async ({ task }) => {
    const dir = join(repoRoot, 'test-results');
    mkdirSync(dir, { recursive: true });
    const slug = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    for (const [name, page] of Object.entries(pages)) {
      const path = join(dir, `${slug}-${name}.png`);
      await page.screenshot({ path, fullPage: true }).catch(() => undefined);
      console.error(`Screenshot of the ${name} page (${page.url()}): ${path}`);
    }
  });
}
