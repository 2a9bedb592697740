// Loaded into a soak instance with `node --expose-gc --import <this file>` (never in production):
// on SIGUSR2 it collects garbage and writes process.memoryUsage() to SOAK_MEMORY_FILE, so the soak
// compares the live heap and the resident size at the start and the end of a run.
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.SOAK_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    globalThis.gc?.();
    // Written aside and renamed, so the soak never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    renameSync(`${file}.tmp`, file);
  });
}
