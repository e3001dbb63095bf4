import '../receipts.css';
import type { ReceiptChannel } from '@dzzs/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { TipBox } from '../../../shared/ui/tip-box.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useChannels } from '../api/receipts.ts';
import { ChannelCard } from '../components/channel-card.tsx';
import { OfflineRecharges } from '../components/offline-recharges.tsx';
import { RECEIPTS_NS } from '../i18n.ts';

// The PID dialog loads on the first tap of 设置PID.
const PidDialog = lazy(() => import('../components/pid-dialog.tsx'));

/** 收款管理 (receipt): the platform's channels with this shop's state of each, and players' offline recharges. */
export default function ReceiptsPage() {
  const { t } = useTranslation(RECEIPTS_NS);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, error, refetch } = useChannels();
  const [expanded, setExpanded] = useState<number | null>(null);
  const [pidOf, setPidOf] = useState<ReceiptChannel | null>(null);
  const apply = (c: ReceiptChannel) => void navigate(pageUrl(PAGE.receiptApply, { id: c.id, title: c.name }));
  return (
    <PageLayout>
      <TipBox>{t('list.tip')}</TipBox>
      {isPending ? <LoadingView /> : null}
      {error ? (
        <StateView kind="error" title={tc('common.loadFailed')} onClick={() => void refetch()} />
      ) : null}
      {data?.map((c) => (
        <ChannelCard
          key={c.id}
          channel={c}
          expanded={expanded === c.id}
          onToggle={() => setExpanded(expanded === c.id ? null : c.id)}
          onApply={() => apply(c)}
          onSetPid={() => setPidOf(c)}
        />
      ))}
      <OfflineRecharges />
      {pidOf ? (
        <Suspense fallback={null}>
          <PidDialog channel={pidOf} onClose={() => setPidOf(null)} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
