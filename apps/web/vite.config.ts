import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppConfig } from '../../packages/web-shared/vite/config.ts';

export default defineConfig(
  webAppConfig({
    react: react(),
    serviceWorker: VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      // Stays sw.js: the server sends it with no-cache by that name.
      filename: 'sw.ts',
      // Registered by shared/pwa.ts after the first render; public/manifest.webmanifest is the app manifest.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
      },
    }),
    proxied: ['/docs'],
    // The windowing library gets a chunk of its own: left to the default grouping it lands in a chunk shared with
    // the orders tab, and every page with a list would then load that tab's code too.
    chunkGroups: [
      {
        // What every page calls the server with, and the constants every page links and labels with, in one
        // chunk: left to the default grouping (once the chat and players pages shared them) they came apart
        // into three small chunks of the first route, each compressed on its own. The logout helper the mine
        // page (first route) shares with the settings page joins them for the same reason (0.9 KB less).
        name: 'core',
        test: /node_modules[\\/](axios|@tanstack[\\/](query-core|react-query))[\\/]|apps[\\/]web[\\/]src[\\/]shared[\\/](paths|navigation|query-client|setup|i18n[\\/]common)\.ts$|apps[\\/]web[\\/]src[\\/]shared[\\/](http|store)[\\/]|packages[\\/]web-shared[\\/]src[\\/](http[\\/]|storage\.ts$)|apps[\\/]web[\\/]src[\\/]features[\\/]mine[\\/]components[\\/]use-logout\.ts$|packages[\\/]shared[\\/]src[\\/](enums|codes|envelope)\.ts$/,
      },
      {
        name: 'react-virtual',
        test: /[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/,
        // Its own code only: react-dom stays where the first route already loads it.
        includeDependenciesRecursively: false,
      },
    ],
  }),
);
