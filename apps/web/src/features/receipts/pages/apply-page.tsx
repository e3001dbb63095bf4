import '../receipts.css';
import { useTranslation } from 'react-i18next';
import { PAGE } from '../../../shared/paths.ts';
import { PageLayout, useGoBack } from '../../../shared/ui/page-layout.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { useChannel } from '../api/receipts.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { RECEIPTS_NS } from '../i18n.ts';

/** receiptSupPage: the application form of one channel (title: the channel's name); back to 收款管理 once sent. */
export default function ApplyPage() {
  const { t } = useTranslation(RECEIPTS_NS);
  const { t: tc } = useTranslation();
  const { id } = usePageParams(PAGE.receiptApply);
  const { channel, isPending, error, refetch } = useChannel(id);
  const back = useGoBack(PAGE.receipts);
  return (
    <PageLayout>
      {isPending ? <LoadingView /> : null}
      {error ? (
        <StateView kind="error" title={tc('common.loadFailed')} onClick={() => void refetch()} />
      ) : null}
      {!isPending && !error && !channel ? <StateView title={t('form.missing')} /> : null}
      {channel ? <ApplyForm channel={channel} onDone={back} /> : null}
    </PageLayout>
  );
}
