import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from './page-layout.tsx';
import { Spinner } from '@dzzs/web-shared/ui/spinner.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';

/** A loading view appears only after this long, so fast loads never flash a spinner. */
export const LOADING_DELAY_MS = 200;
/** A chunk that has not arrived after this long is treated as failed. */
export const LOAD_TIMEOUT_MS = 60_000;

type Loader = () => Promise<{ default: ComponentType }>;
type Status =
  { kind: 'waiting' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; Page: ComponentType };

/**
 * Lazy page with its own states instead of React.lazy: React.lazy caches a failed import forever, while a shop on
 * a poor connection must be able to tap and try again.
 */
export function lazyPage(load: Loader): ComponentType {
  let loaded: ComponentType | null = null;

  function LazyPage() {
    const { t } = useTranslation();
    const [status, setStatus] = useState<Status>(() =>
      loaded ? { kind: 'ready', Page: loaded } : { kind: 'waiting' },
    );
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (loaded) return;
      let settled = false;
      const showLoading = setTimeout(() => !settled && setStatus({ kind: 'loading' }), LOADING_DELAY_MS);
      const giveUp = setTimeout(() => {
        if (settled) return;
        settled = true;
        setStatus({ kind: 'error' });
      }, LOAD_TIMEOUT_MS);
      load().then(
        (module) => {
          if (settled) return;
          settled = true;
          loaded = module.default;
          setStatus({ kind: 'ready', Page: module.default });
        },
        () => {
          if (settled) return;
          settled = true;
          setStatus({ kind: 'error' });
        },
      );
      return () => {
        settled = true;
        clearTimeout(showLoading);
        clearTimeout(giveUp);
      };
    }, [attempt]);

    const retry = useCallback(() => {
      setStatus({ kind: 'waiting' });
      setAttempt((n) => n + 1);
    }, []);

    switch (status.kind) {
      case 'ready':
        return <status.Page />;
      case 'waiting':
        return null;
      case 'loading':
        return (
          <div className="page-state" role="status" data-testid="page-loading">
            <Spinner />
            <span>{t('common.loading')}</span>
          </div>
        );
      case 'error':
        // The whole page is the retry target and keeps its title bar with the back arrow: on a bad connection
        // the shopkeeper can tap anywhere to try again, or leave.
        return (
          <PageLayout>
            <StateView kind="error" fill title={t('common.loadFailed')} onClick={retry} testId="page-error" />
          </PageLayout>
        );
    }
  }
  return LazyPage;
}
