/** The service worker only runs in production builds: in development it would serve stale modules. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      /* the app works without it; only offline start is lost */
    });
  });
}

/** Loads the newest version: the worker serves pages network-first, so a reload after an update check is enough. */
export async function reloadToNewVersion(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await registration?.update();
  } catch {
    /* reload anyway */
  }
  window.location.reload();
}
