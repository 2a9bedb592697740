// Vitest set-up for the domain and server suites (vitest.config.ts): fast-check's property
// tests, the request fuzzer and the crash tests draw from one seed, fixed in `npm test`, so every run
// tries the same cases and a failure repeats. `TEST_SEED=<number>` uses that seed; `TEST_SEED=random`
// (`npm run test:random-seeds`, `npm run fuzz`) draws a new one each run. fast-check prints the seed
// of a failing property; the fuzzer and the crash tests print theirs.
import fc from 'fast-check';

/** `npm test`'s seed. */
const fixedSeed = 20_261_121;

const asked = process.env.TEST_SEED;
const seed = asked === 'random' ? Math.floor(Math.random() * 2 ** 31) : asked ? Number(asked) : fixedSeed;
if (!Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be a whole number or 'random', not '${asked}'`);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
