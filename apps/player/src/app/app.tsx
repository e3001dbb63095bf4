import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router';
import { i18n } from '@dzzs/web-shared/i18n/index.ts';
import { queryClient } from '../shared/http.ts';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
