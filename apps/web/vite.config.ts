import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { endpointSummariesOut, pureModules } from '../../packages/web-shared/vite/plugins.ts';

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  // Relative base: the server serves the app at `/`, but the same build must also work from any sub-path or file host.
  base: './',
  plugins: [
    react(),
    pureModules(),
    endpointSummariesOut(),
    VitePWA({
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
  ],
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ws': { target: backend, ws: true, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
      '/docs': { target: backend, changeOrigin: true },
    },
  },
  build: {
    // check-bundle.mjs reads the manifest to find which chunks the first route loads.
    manifest: true,
    // Sizes are measured by the bundle budget (check-bundle.mjs) and the precompressed copies: gzipping every chunk
    // once more only for the build's report cost seconds of the first `npm start`.
    reportCompressedSize: false,
    target: 'es2020',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The windowing library gets a chunk of its own: left to the default grouping it lands in a chunk shared
          // with the orders tab, and every page with a list would then load that tab's code too.
          groups: [
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
        },
      },
    },
  },
});
