/*
 * 店主助手 service worker, built by vite-plugin-pwa (injectManifest) into dist/sw.js.
 * - Every file of the build is precached from the build's own manifest, so the app shell opens offline and an old
 *   version's chunks are dropped when a new worker activates.
 * - Pages load network first, falling back to the precached index.html offline: a plain reload picks up a new
 *   version (the update prompt relies on that).
 * - /api, /ws, /uploads and /docs are never touched: balances and orders must never come from a cache.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// The app's TypeScript program uses the DOM library; only what this worker touches of its own scope is typed here.
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
}
const scope = self as unknown as WorkerScope;

const NEVER_CACHED = /\/(api|ws|uploads|docs)(\/|$)/;

// Registered before the precache route, which would otherwise answer navigations from the old version's cache.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [NEVER_CACHED] },
  ),
);

// Written out as `self.__WB_MANIFEST`: the build looks for that exact text to put the precache list in.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// A new version takes over at once; the next navigation is served by the network anyway.
void scope.skipWaiting();
clientsClaim();
