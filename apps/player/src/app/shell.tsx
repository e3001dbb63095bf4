import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PAGE, TAB_PATHS } from '../shared/paths.ts';
import { useSession } from '../shared/store.ts';

const loadSocket = () => import('../shared/socket.ts');
// Order pushes and the shop's answers about the wallet: the listeners and their labels load with the session, after the first paint.
const OrderPush = lazy(() =>
  import('../features/orders/components/order-push.tsx').then((m) => ({ default: m.OrderPush })),
);
const WalletPush = lazy(() =>
  import('../features/wallet/components/wallet-push.tsx').then((m) => ({ default: m.WalletPush })),
);

export function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hasLogin = useSession((s) => s.hasLogin);
  // Order pushes and chat reach the player through one socket per session, loaded after the first paint.
  useEffect(() => {
    void loadSocket().then((socket) => (hasLogin ? socket.startSocket() : socket.stopSocket()));
  }, [hasLogin]);
  const tabs = [
    { key: PAGE.home, title: t('tab.home') },
    { key: PAGE.orders, title: t('tab.orders') },
    { key: PAGE.chat, title: t('tab.chat') },
    { key: PAGE.wallet, title: t('tab.wallet') },
  ];
  return (
    <>
      <Outlet />
      {hasLogin && (
        <Suspense fallback={null}>
          <OrderPush />
          <WalletPush />
        </Suspense>
      )}
      {hasLogin && TAB_PATHS.includes(pathname) && (
        <nav className="app-tabs">
          {tabs.map((tab) => (
            <button
              key={tab.key}
              type="button"
              className={`app-tab${tab.key === pathname ? ' app-tab-active' : ''}`}
              onClick={() => void navigate(tab.key)}
              data-testid={`tab${tab.key.replace('/', '-')}`}
            >
              {tab.title}
            </button>
          ))}
        </nav>
      )}
    </>
  );
}
