// antd-mobile's CSS variables and base styles; its barrel is treated as pure (vite.config.ts), so load them here.
import 'antd-mobile/es/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureLanguage, storedLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { STORAGE_KEYS } from '@dzzs/web-shared/storage.ts';
import './shared/setup.ts';
import { reloadSession } from './shared/store.ts';
import { App } from './app/app.tsx';
import './app/styles.css';

// Logging in or out in another tab changes the tokens under this one.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.refreshToken) reloadSession();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const language = storedLanguage();
void (language === 'zh-CN' ? Promise.resolve() : ensureLanguage(language).catch(() => undefined)).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
