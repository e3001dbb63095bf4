import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TAB_PATHS } from '../../shared/paths.ts';
import { startSocket, stopSocket } from '@dzzs/web-shared/socket/socket.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { Deferred } from '../../shared/ui/deferred.tsx';
import { AppTabBar } from './tab-bar.tsx';

// Order pushes chime and refresh badges on every page; the listener carries the orders labels, so it loads after
// the first paint. The mine page's counters follow `badge` frames on every page; that listener waits too, and so do
// the dialogs that follow the first answers (the certification reminder, a closed shop, a newer version).
const loadSessionWatch = () => import('./session-watch.tsx').then((m) => m.SessionWatch);
const loadUpdatePrompt = () =>
  import('../../features/account/components/update-prompt.tsx').then((m) => m.UpdatePrompt);
const loadOrderPush = () =>
  import('../../features/orders/components/order-push.tsx').then((m) => m.OrderPush);
// The socket's wiring to this app's session; the socket itself is part of the first route, which the lists' pages
// listening to it would otherwise each load.
const loadSocketWiring = () => import('../../shared/socket/configure.ts');
const loadBadgePush = () => import('./badge-push.tsx').then((m) => m.BadgePush);

export function AppShell() {
  const { pathname } = useLocation();
  const hasLogin = useAppStore((s) => s.hasLogin);
  const tabPage = pathname === '/' || (TAB_PATHS as readonly string[]).includes(pathname);
  // Server events (new orders, later chat) reach every page of a session through one socket.
  useEffect(() => {
    // Loaded once, so every start and stop runs in the order the session changed.
    void loadSocketWiring().then(() => (hasLogin ? startSocket() : stopSocket()));
  }, [hasLogin]);
  return (
    <div className="app">
      <main className="app-main">
        <Outlet />
      </main>
      {tabPage && hasLogin && <AppTabBar />}
      {hasLogin && <Deferred load={loadSessionWatch} />}
      {hasLogin && <Deferred load={loadBadgePush} />}
      {hasLogin && <Deferred load={loadOrderPush} />}
      <Deferred load={loadUpdatePrompt} />
    </div>
  );
}
