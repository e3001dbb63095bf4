// antd-mobile's CSS variables and base styles; its barrel is treated as pure (vite.config.ts), so load them here.
import 'antd-mobile/es/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './shared/pwa.ts';
import { prefetchOverlays } from './shared/ui/overlays.ts';
import { STORAGE_KEYS } from '@dzzs/web-shared/storage.ts';
import { reloadStoreFromStorage } from './shared/store/app-store.ts';
import { ensureLanguage, storedLanguage } from '@dzzs/web-shared/i18n/index.ts';
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

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// An English user's labels load before the first paint, so the page never flashes in Chinese.
const language = storedLanguage();
void (language === 'zh-CN' ? Promise.resolve() : ensureLanguage(language).catch(() => undefined)).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
