import type { PluginOption, Rolldown, UserConfig } from 'vite';
import { endpointSummariesOut, pureModules } from './plugins.ts';

// What both web apps' Vite configs (the shop app and the player app) share; each brings its own plugins and chunks.

const backend = 'http://127.0.0.1:8080';

export function webAppConfig({
  react,
  serviceWorker,
  proxied = [],
  chunkGroups,
}: {
  /** The app's own @vitejs/plugin-react (each app installs it; this package does not). */
  react: PluginOption;
  /** vite-plugin-pwa as the app sets it up: the shop app writes its worker, the player app has one generated. */
  serviceWorker: PluginOption;
  /** Paths the dev server passes to the backend besides the API, the socket and the uploads. */
  proxied?: string[];
  /** The app's own chunk groups, tuned to its first route's budget (scripts/check-bundle.mjs). */
  chunkGroups: Rolldown.CodeSplittingGroup[];
}): UserConfig {
  return {
    // Relative base: the server serves the shop app at `/` and the player app under /player/ (docs/player-app.md),
    // and the same build must also work from any sub-path or file host.
    base: './',
    plugins: [react, pureModules(), endpointSummariesOut(), serviceWorker],
    server: {
      proxy: {
        '/api': { target: backend, changeOrigin: true },
        '/ws': { target: backend, ws: true, changeOrigin: true },
        '/uploads': { target: backend, changeOrigin: true },
        ...Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: true }])),
      },
    },
    build: {
      // check-bundle.mjs reads the manifest to find which chunks the first route loads.
      manifest: true,
      // Sizes are measured by the bundle budget (check-bundle.mjs) and the precompressed copies: gzipping every chunk
      // once more only for the build's report cost seconds of the first `npm start`.
      reportCompressedSize: false,
      target: 'es2020',
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
  };
}
