import type { Workbox } from 'workbox-window';

let workbox: Promise<Workbox> | null = null;

/**
 * The service worker only runs in production builds: in development it would serve stale modules. workbox-window
 * is loaded after the page has loaded, so it never weighs on the first route.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    workbox = import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('./sw.js');
      wb.register().catch(() => {
        /* the app works without it; only offline start is lost */
      });
      return wb;
    });
  });
}

/** Loads the newest version: the worker serves pages network-first, so a reload after an update check is enough. */
export async function reloadToNewVersion(): Promise<void> {
  try {
    await (await workbox)?.update();
  } catch {
    /* reload anyway */
  }
  window.location.reload();
}
