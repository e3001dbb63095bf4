import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE } from '../paths.ts';
import { PageLayout } from './page-layout.tsx';
import { StateView } from './state-view.tsx';
import './status-pages.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('title.notFound')}>
      <StateView title={t('common.notFoundHint')}>
        <button type="button" className="plain-button" onClick={() => navigate(PAGE.mine, { replace: true })}>
          {t('common.backHome')}
        </button>
      </StateView>
    </PageLayout>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <StateView kind="error" title={t('common.forbidden')} />
    </PageLayout>
  );
}
