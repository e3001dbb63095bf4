/* 店主助手 service worker — hand written, no build step.
 * Goal: the app shell opens offline; server data is never cached.
 * - navigations: network first (a new version is picked up by a plain reload), cached index.html when offline;
 * - /assets/* (content-hashed, immutable): cache first;
 * - /api, /ws, /uploads, /docs: never touched — balances and orders must never come from a cache.
 */
const SHELL_CACHE = 'dzzs-shell-v1';
const ASSET_CACHE = 'dzzs-assets-v1';
const MAX_ASSETS = 150;
const SCOPE = new URL(self.registration.scope);
const INDEX_URL = new URL('./index.html', SCOPE).href;
const SHELL = ['./', './index.html', './manifest.webmanifest', './icons/icon-192.png', './icons/icon-512.png'].map(
  (path) => new URL(path, SCOPE).href,
);
const NEVER = /\/(api|ws|uploads|docs)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(SHELL);
      // The entry script and styles named by index.html, so the very first offline start works.
      const html = await (await shell.match(INDEX_URL)).text();
      const assets = [...html.matchAll(/(?:src|href)="([^"]*assets\/[^"]+)"/g)].map((m) => new URL(m[1], SCOPE).href);
      const assetCache = await caches.open(ASSET_CACHE);
      await assetCache.addAll(assets);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const key of await caches.keys()) if (!keep.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  // Oldest first (insertion order): old versions' chunks go before the current ones.
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(request);
}

async function networkFirstPage(request) {
  const shell = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await shell.put(INDEX_URL, response.clone());
    return response;
  } catch {
    return (await shell.match(INDEX_URL)) || (await shell.match(new URL('./', SCOPE).href)) || Response.error();
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    void trimAssets();
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(SHELL_CACHE);
  const hit = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => hit || Response.error());
  return hit || fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') return event.respondWith(networkFirstPage(request));
  if (url.pathname.includes('/assets/')) return event.respondWith(cacheFirstAsset(request));
  event.respondWith(staleWhileRevalidate(request));
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') void self.skipWaiting();
});
