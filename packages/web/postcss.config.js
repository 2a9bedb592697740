import { purgeCSSPlugin as purgeCss } from '@fullhuman/postcss-purgecss';

/**
 * Only the Bootstrap CSS the app uses (issue #24: about 215 KB of it went unused on every page).
 * Class names are read from the app's source; names the source builds at run time (`alert-${tone}`,
 * `btn-${variant}`, …) are kept by the patterns below. The app's own stylesheets are left whole.
 */
const purge = purgeCss({
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  skippedContentGlobs: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
  safelist: {
    standard: [/^alert-/, /^btn-/, /^text-bg-/, /^bg-/, /^text-/, /^border-/, /^badge/, /^table-/, /^is-/, /^was-/],
    greedy: [/data-bs-theme/],
  },
  // Custom properties, keyframes and fonts are kept: Bootstrap's rules reach them indirectly.
  variables: false,
  keyframes: false,
  fontFace: false,
});

export default {
  plugins: [
    {
      postcssPlugin: 'purge-bootstrap',
      OnceExit(root, helpers) {
        const file = root.source?.input.file ?? '';
        if (!/node_modules[\\/]bootstrap[\\/]/.test(file)) return undefined;
        return purge.OnceExit(root, helpers);
      },
    },
  ],
};
