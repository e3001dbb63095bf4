import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE } from '../paths.ts';
import { PageLayout } from './page-layout.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
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

/** A function an uncertified shop cannot use yet, opened by its address: says so and leads to certification. */
export function UncertifiedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout>
      <StateView kind="error" title={t('session.certContent')}>
        <button type="button" className="plain-button" onClick={() => navigate(PAGE.certification)}>
          {t('session.certGo')}
        </button>
      </StateView>
    </PageLayout>
  );
}
