import type { Plugin } from 'vite';

// Build plugins of both web apps (the shop app and the player app).

/**
 * Marks modules the bundler may drop when nothing uses their exports. A plugin rather than
 * `treeshake.moduleSideEffects`, because the latter is not consulted for packages that declare `sideEffects`.
 * - @dzzs/shared declares no sideEffects, so every zod schema it builds at import time would be kept even when the
 *   web app only needs a constant.
 * - antd-mobile marks its barrel `es/index.js` as side-effectful (it imports the global CSS), which makes every
 *   component it re-exports, with the animation and gesture libraries behind them, part of the first route.
 *   Each app's main.tsx imports `antd-mobile/es/global` itself instead.
 */
const PURE_MODULES = [/packages[\\/]shared[\\/]src[\\/].*\.ts$/, /antd-mobile[\\/]es[\\/]index\.js$/];

export function pureModules(): Plugin {
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
 * Empties the `summary` of every endpoint definition in the web builds. Summaries are the one-line descriptions /docs
 * shows; the app never reads them, and the definitions of the mine page's calls alone carried over 1 KB of them into
 * the first route. A summary is one string literal or several joined with `+`; anything else fails the build below.
 */
const ENDPOINT_FILES = /packages[\\/]shared[\\/]src[\\/]api[\\/][a-z-]+-endpoints\.ts$/;
const SUMMARY = /summary:\s*'(?:[^'\\]|\\.)*'(?:\s*\+\s*'(?:[^'\\]|\\.)*')*/g;

export function endpointSummariesOut(): Plugin {
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
