import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react(), pureModules()],
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
  },
});
