import { Navigate, useLocation } from 'react-router';
import { PAGE, pageUrl } from '../shared/paths.ts';
import { hasPermission, isCertified, roleOf } from '../shared/session/roles.ts';
import { useAppStore } from '../shared/store/app-store.ts';
import { ForbiddenPage, UncertifiedPage } from '../shared/ui/status-pages.tsx';
import type { RouteEntry } from './routes.tsx';

/** Applies an entry's login, role and staff-permission rules before its page loads. */
export function RouteGate({ entry }: { entry: RouteEntry }) {
  const hasLogin = useAppStore((s) => s.hasLogin);
  const user = useAppStore((s) => s.shopBasicsData);
  const clerk = useAppStore((s) => s.staffLoginInfo);
  const location = useLocation();

  if (entry.auth && !hasLogin) {
    // Remember where the visitor was going, so logging in lands there.
    const target =
      location.pathname === '/' || location.pathname === PAGE.mine
        ? undefined
        : `${location.pathname}${location.search}`;
    return <Navigate to={pageUrl(PAGE.login, { redirect: target })} replace />;
  }
  // Until the user is known the page renders; the server checks every call anyway (docs/api.md, roles).
  const role = roleOf(user);
  if (entry.auth && role) {
    if (!entry.roles.includes(role)) return <ForbiddenPage />;
    if (entry.permission && !hasPermission(user, clerk, entry.permission)) return <ForbiddenPage />;
    if (entry.certified && !isCertified(user)) return <UncertifiedPage />;
  }
  const Page = entry.component;
  return <Page />;
}
