// Type-checks every package against its own tsconfig (each with its own lib and types).
// We use one `tsc --noEmit -p` per project rather than `tsc -b`: the packages export their
// TypeScript sources directly (no build step between them), which composite builds do not allow.
import { spawnSync } from 'node:child_process';

const projects = ['packages/domain', 'packages/contract', 'packages/server', 'packages/web', 'e2e'];
let failed = false;
for (const project of projects) {
  const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
