import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const backend = 'http://127.0.0.1:8080';

/**
 * Marks modules the bundler may drop when nothing uses their exports. A plugin rather than
 * `treeshake.moduleSideEffects`, because the latter is not consulted for packages that declare `sideEffects`.
 * - @dzzs/shared declares no sideEffects, so every zod schema it builds at import time would be kept even when the
 *   web app only needs a constant.
 * - antd-mobile marks its barrel `es/index.js` as side-effectful (it imports the global CSS), which makes every
 *   component it re-exports, with the animation and gesture libraries behind them, part of the first route.
 *   main.tsx imports `antd-mobile/es/global` itself instead.
 */
const PURE_MODULES = [/packages[\\/]shared[\\/]src[\\/].*\.ts$/, /antd-mobile[\\/]es[\\/]index\.js$/];

function pureModules(): Plugin {
  return {
    name: 'dzzs:pure-modules',
    transform(code, id) {
      if (PURE_MODULES.some((pattern) => pattern.test(id)))
        return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

export default defineConfig({
  // Relative base: the server serves the app at `/`, but the same build must also work from any sub-path or file host.
  base: './',
  plugins: [
    react(),
    pureModules(),
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
    target: 'es2020',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The windowing library gets a chunk of its own: left to the default grouping it lands in a chunk shared
          // with the orders tab, and every page with a list would then load that tab's code too.
          groups: [
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
