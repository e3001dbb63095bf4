import { createHashRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../shared/navigation.ts';
import { NotFoundPage } from '../shared/ui/status-pages.tsx';
import { RouteGate } from './route-gate.tsx';
import { HOME_ROUTE, ROUTE_LIST } from './routes.tsx';
import { AppShell } from './shell/app-shell.tsx';

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      children: [
        { index: true, element: <RouteGate entry={HOME_ROUTE} />, handle: HOME_ROUTE },
        ...ROUTE_LIST.map((entry) => ({
          path: entry.path,
          element: <RouteGate entry={entry} />,
          handle: entry,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createHashRouter(buildRoutes());
  // The HTTP client and session helpers navigate through the router once it exists.
  setNavigator((to, options) => router.navigate(to, { replace: options?.replace ?? false }));
  return router;
}
