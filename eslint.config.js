// ESLint (flat config). Type-checked rules for TypeScript, React hook rules for the web app, and
// the house arrows (STYLE.md): web → contract → domain, server → contract → domain, and a web
// feature folder never imports another feature folder.
import { existsSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const resolver = fileURLToPath(new URL('./scripts/eslint-import-resolver.cjs', import.meta.url));
const featuresDir = 'packages/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
  : [];

/** Bare imports a package must not make (`no-restricted-imports`): exact names, then `*` patterns. */
const forbid = (names, message) => {
  const patterns = names.filter((n) => n.includes('*'));
  return [
    'error',
    {
      paths: names.filter((n) => !n.includes('*')).map((name) => ({ name, message })),
      ...(patterns.length > 0 ? { patterns: [{ group: patterns, message }] } : {}),
    },
  ];
};

const serverImports = forbid(['@darts/web', '@darts/web/*'], 'server never imports web.');

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', 'screenshots/**', 'test-results/**'] },

  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },

  // TypeScript, type-checked.
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Type-only imports are enforced by `verbatimModuleSyntax` already.
      '@typescript-eslint/consistent-type-imports': 'off',
      // `async` functions without `await` are common for Fastify plugins and handlers.
      '@typescript-eslint/require-await': 'off',
      // Rejecting control characters in user input is deliberate (redirect targets).
      'no-control-regex': 'off',
      // These fired on existing code when lint was set up: warnings until it is fixed, then errors.
      '@typescript-eslint/no-base-to-string': 'warn',
      '@typescript-eslint/no-unnecessary-type-assertion': 'warn',
      '@typescript-eslint/no-redundant-type-constituents': 'warn',
      '@typescript-eslint/restrict-template-expressions': 'warn',
      '@typescript-eslint/no-unsafe-return': 'warn',
      '@typescript-eslint/no-unsafe-assignment': 'warn',
    },
  },

  // Tests and test helpers: asserting on parsed JSON is the point, so `any` flowing around is fine.
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/testing-*.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },

  // React.
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
  },

  // The arrows between packages and between web features, followed through relative imports too.
  {
    files: ['packages/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { [resolver]: {} } },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./packages/contract', './packages/server', './packages/web'],
              message: 'domain is pure rules: it imports no other package.',
            },
            {
              target: './packages/contract',
              from: ['./packages/server', './packages/web'],
              message: 'contract is shared by server and web, so it imports neither.',
            },
            {
              target: './packages/web',
              from: './packages/server',
              message: 'web never imports server; share through contract.',
            },
            {
              target: './packages/server',
              from: './packages/web',
              message: 'server never imports web; share through contract.',
            },
            {
              // Counts type-only imports, which import/no-cycle lets through; the other circles,
              // type-only ones included, are held by packages/server/src/import-cycles.test.ts.
              target: './packages/server/src/*/**',
              from: './packages/server/src/app.ts',
              message:
                'app.ts imports every module, so a module importing it back makes a circle: take AppDeps from app-deps.ts.',
            },
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message:
                'A feature folder never imports another feature; compose them in app/ routes, or move shared code to components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['@darts/*', 'zod', 'zod/*', 'react', 'react/*', 'react-dom', 'react-dom/*', 'node:*', ...builtinModules],
        'domain is pure rules: no other package, no zod, no React, no Node APIs (time, ids and randomness come in as arguments).',
      ),
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(['@darts/server', '@darts/web'], 'contract never imports server or web.'),
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': forbid(['@darts/server', '@darts/server/*'], 'web never imports server.') },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: { 'no-restricted-imports': serverImports },
  },
  {
    // A module reaches another module through its service, never its repository: the
    // tables and row shapes behind a repository stay its own module's to change. app.ts wires the
    // modules together and tests set data up directly, so both may.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/app.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...serverImports[1],
          patterns: [
            ...serverImports[1].patterns,
            {
              regex: String.raw`^(\.\./[^/]+|.*/modules/[^/]+)/[^/]+\.repository(\.js)?$`,
              message: "Use the other module's service: a module's repository is its own.",
            },
          ],
        },
      ],
    },
  },
);
