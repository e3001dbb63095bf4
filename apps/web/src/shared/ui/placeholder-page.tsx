import { useTranslation } from 'react-i18next';
import { PageLayout } from './page-layout.tsx';
import { StateView } from './state-view.tsx';

/** Stands in for every page a later change builds: the right title, and a plain "not available yet". */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <StateView
        title={t('common.notAvailable')}
        description={t('common.notAvailableHint')}
        testId="placeholder"
      />
    </PageLayout>
  );
}
