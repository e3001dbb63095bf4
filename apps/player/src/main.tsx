// antd-mobile's CSS variables and base styles; its barrel is treated as pure (vite.config.ts), so load them here.
import 'antd-mobile/es/global';
import { renderApp } from '@dzzs/web-shared/start.tsx';
import { storedLanguageReady } from '@dzzs/web-shared/i18n/index.ts';
import { STORAGE_KEYS } from '@dzzs/web-shared/storage.ts';
import './shared/setup.ts';
import { reloadSession } from './shared/store.ts';
import { App } from './app/app.tsx';
import './app/styles.css';

// Logging in or out in another tab changes the tokens under this one.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.refreshToken) reloadSession();
});

void storedLanguageReady().then(() => renderApp(App));
