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

/**
 * Empties the `summary` of every endpoint definition in the web build. Summaries are the one-line descriptions /docs
 * shows; the app never reads them, and the definitions of the mine page's calls alone carried over 1 KB of them into
 * the first route. A summary is one string literal or several joined with `+`; anything else fails the build below.
 */
const ENDPOINT_FILES = /packages[\\/]shared[\\/]src[\\/]api[\\/][a-z-]+-endpoints\.ts$/;
const SUMMARY = /summary:\s*'(?:[^'\\]|\\.)*'(?:\s*\+\s*'(?:[^'\\]|\\.)*')*/g;

function endpointSummariesOut(): Plugin {
  return {
    name: 'dzzs:endpoint-summaries-out',
    // Before TypeScript is compiled away, on the source as written.
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!ENDPOINT_FILES.test(id)) return null;
      const stripped = code.replace(SUMMARY, "summary: ''");
      if (/summary:\s*[^'\s]/.test(stripped) || /summary: ''\s*\+/.test(stripped))
        throw new Error(`${id}: a summary that is not a plain string literal`);
      return { code: stripped, map: null };
    },
  };
}

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
              // into three small chunks of the first route, each compressed on its own.
              name: 'core',
              test: /node_modules[\\/](axios|@tanstack[\\/](query-core|react-query))[\\/]|apps[\\/]web[\\/]src[\\/]shared[\\/](paths|navigation|query-client|setup|i18n[\\/]common)\.ts$|apps[\\/]web[\\/]src[\\/]shared[\\/](http|store)[\\/]|packages[\\/]web-shared[\\/]src[\\/](http[\\/]|storage\.ts$)|packages[\\/]shared[\\/]src[\\/](enums|codes|envelope)\.ts$/,
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
