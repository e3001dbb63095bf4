import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { endpointSummariesOut, pureModules } from '../../packages/web-shared/vite/plugins.ts';

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  // Relative base: the server serves the player app under /player/ (docs/player-app.md).
  base: './',
  plugins: [
    react(),
    pureModules(),
    endpointSummariesOut(),
    VitePWA({
      // A generated worker: precaches the build, registered by the small script it injects into index.html.
      strategies: 'generateSW',
      filename: 'sw.js',
      injectRegister: 'script-defer',
      // public/manifest.webmanifest is the app manifest.
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
        navigateFallback: null,
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ws': { target: backend, ws: true, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
    },
  },
  build: {
    // The bundle budget (scripts/check-bundle.mjs) reads the manifest to find which chunks the first route loads.
    manifest: true,
    reportCompressedSize: false,
    target: 'es2020',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page calls the server with, and the small shared modules 首页 (the first route) renders,
              // in one chunk: as separate chunks of a few hundred bytes each, their overhead broke the budget.
              name: 'core',
              test: /node_modules[\\/](axios|@tanstack[\\/](query-core|react-query))[\\/]|packages[\\/]web-shared[\\/]src[\\/](http[\\/]|storage\.ts$|ui[\\/](icons|state-view)\.tsx$)|packages[\\/]shared[\\/]src[\\/](api[\\/](player-side|calendar)-endpoints|engine[\\/](games|number-rules))\.ts$|apps[\\/]player[\\/]src[\\/]shared[\\/](http|store|paths|page|use-now|language-link|player-api)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
