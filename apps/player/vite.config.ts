import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppConfig } from '../../packages/web-shared/vite/config.ts';

export default defineConfig(
  webAppConfig({
    react: react(),
    serviceWorker: VitePWA({
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
    chunkGroups: [
      {
        // What every page calls the server with, and the small shared modules 首页 (the first route) renders,
        // in one chunk: as separate chunks of a few hundred bytes each, their overhead broke the budget.
        name: 'core',
        test: /node_modules[\\/](axios|@tanstack[\\/](query-core|react-query))[\\/]|packages[\\/]web-shared[\\/]src[\\/](http[\\/]|storage\.ts$|ui[\\/](icons|state-view)\.tsx$)|packages[\\/]shared[\\/]src[\\/](api[\\/](player-side|calendar)-endpoints|engine[\\/](games|number-rules))\.ts$|apps[\\/]player[\\/]src[\\/]shared[\\/](http|store|paths|page|use-now|language-link|player-api)\.tsx?$/,
      },
    ],
  }),
);
