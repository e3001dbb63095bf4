import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '@dzzs/web-shared/ui/spinner.tsx';
import { PAGE } from '../shared/paths.ts';
import { useSession } from '../shared/store.ts';
import { Shell } from './shell.tsx';

// Every page is its own lazy chunk; the shell (tab bar, session gate) is the only code of the first route. The
// declarative router: the data router's loaders and actions would cost the first route about 17 KB for nothing used.

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
};

/** Pages behind the login: without a session, the login page, coming back here after. */
function RequireLogin() {
  const hasLogin = useSession((s) => s.hasLogin);
  const location = useLocation();
  if (!hasLogin)
    return (
      <Navigate
        to={`${PAGE.login}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  return <Outlet />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route path={PAGE.login} element={page(() => import('../features/account/pages/login-page.tsx'))} />
        <Route
          path={PAGE.register}
          element={page(() => import('../features/account/pages/register-page.tsx'))}
        />
        <Route
          path={PAGE.forgetPassword}
          element={page(() => import('../features/account/pages/forget-password-page.tsx'))}
        />
        <Route element={<RequireLogin />}>
          <Route path={PAGE.home} element={page(() => import('../features/home/pages/home-page.tsx'))} />
          <Route path={PAGE.picker} element={page(() => import('../features/betting/pages/game-page.tsx'))} />
          <Route path={PAGE.slip} element={page(() => import('../features/betting/pages/slip-page.tsx'))} />
          <Route
            path={PAGE.orders}
            element={page(() => import('../features/orders/pages/orders-page.tsx'))}
          />
          <Route
            path={PAGE.orderDetail}
            element={page(() => import('../features/orders/pages/order-detail-page.tsx'))}
          />
          <Route
            path={PAGE.wallet}
            element={page(() => import('../features/wallet/pages/wallet-page.tsx'))}
          />
          <Route
            path={PAGE.ledger}
            element={page(() => import('../features/wallet/pages/ledger-page.tsx'))}
          />
          <Route
            path={PAGE.withdrawals}
            element={page(() => import('../features/wallet/pages/withdrawals-page.tsx'))}
          />
          <Route
            path={PAGE.redPackets}
            element={page(() => import('../features/wallet/pages/red-packets-page.tsx'))}
          />
          <Route path={PAGE.draws} element={page(() => import('../features/draws/pages/draws-page.tsx'))} />
          <Route
            path={PAGE.drawHistory}
            element={page(() => import('../features/draws/pages/draw-history-page.tsx'))}
          />
          <Route
            path={PAGE.groupBuys}
            element={page(() => import('../features/group-buy/pages/hall-page.tsx'))}
          />
          <Route
            path={PAGE.groupBuyNew}
            element={page(() => import('../features/group-buy/pages/new-plan-page.tsx'))}
          />
          <Route
            path={PAGE.groupBuyPlan}
            element={page(() => import('../features/group-buy/pages/plan-page.tsx'))}
          />
          <Route path={PAGE.chat} element={page(() => import('../features/chat/pages/chat-page.tsx'))} />
        </Route>
        <Route path="*" element={<Navigate to={PAGE.home} replace />} />
      </Route>
    </Routes>
  );
}
