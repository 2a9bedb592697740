import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { serviceWorkerPlugin } from './src/sw/service-worker-plugin';
import { precompressPlugin } from './src/build/precompress-plugin';
import { routePagesPlugin } from './src/build/route-pages-plugin';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), serviceWorkerPlugin(), routePagesPlugin(), precompressPlugin()],
  // A build is always for production, whatever NODE_ENV the caller has (Vitest sets `test`, which
  // would otherwise bundle React's development build).
  ...(command === 'build' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // The manifest (.vite/manifest.json, never served) says which chunks each page's index.html preloads
  // (route-pages-plugin.ts).
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/data/api': { target: apiTarget, ws: true },
      // The server writes the manifest with the site's name.
      '/manifest.webmanifest': { target: apiTarget },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Component journeys with many user-event steps take 1-2 s alone, but CI runs the web and
    // server suites side by side on two cores; 5 s (the default) failed a healthy test there, and
    // 15 s failed the longest journeys (league set-up, tournament details) at load average 15-20.
    testTimeout: 30_000,
    env: { TZ: 'UTC' },
  },
}));
