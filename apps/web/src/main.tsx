// antd-mobile's CSS variables and base styles; its barrel is treated as pure (vite.config.ts), so load them here.
import 'antd-mobile/es/global';
import { renderApp } from '@dzzs/web-shared/start.tsx';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './shared/pwa.ts';
import { prefetchOverlays } from './shared/ui/overlays.ts';
import { STORAGE_KEYS } from '@dzzs/web-shared/storage.ts';
import { reloadStoreFromStorage } from './shared/store/app-store.ts';
import { storedLanguageReady } from '@dzzs/web-shared/i18n/index.ts';
// The shop app's labels for the shared code; before the first render below.
import './shared/setup.ts';
import './app/styles.css';

// Logging out or in from another tab changes the tokens under this one; follow it instead of failing later.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.accessShopToken || event.key === STORAGE_KEYS.refreshShopToken)
    reloadStoreFromStorage();
});

registerServiceWorker();
prefetchOverlays();

void storedLanguageReady().then(() => renderApp(App));
