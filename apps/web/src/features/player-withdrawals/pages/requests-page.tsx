import '../player-withdrawals.css';
import {
  actionsFrom,
  BodyCode,
  PLAYER_WITHDRAWAL_ACTIONS,
  type PlayerWithdrawal,
  type WsServerFrameOf,
} from '@dzzs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE } from '../../../shared/paths.ts';
import { useSocketEvents } from '@dzzs/web-shared/socket/socket.ts';
import { playChime } from '../../../shared/ui/chime.ts';
import { NavButton } from '../../../shared/ui/nav-button.tsx';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { RecordHistorySheet } from '../../../shared/ui/record-history.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  refreshWithdrawals,
  useAnswerWithdrawal,
  usePendingWithdrawals,
  type WithdrawalTab,
} from '../api/player-withdrawals.ts';
import { emptyOf } from '../components/empty-tab.ts';
import { playerName, WithdrawalCard } from '../components/withdrawal-card.tsx';
import { PLAYER_WITHDRAWALS_NS } from '../i18n.ts';

const RejectDialog = lazy(() =>
  import('../components/reject-dialog.tsx').then((m) => ({ default: m.RejectDialog })),
);

const CARD = 222;
const TABS: readonly WithdrawalTab[] = [1, 2];
const TAB_LABEL = { 1: 'tabs.inShop', 2: 'tabs.partner' } as const;

/** 提现申请 (tixianshenqin): requests waiting for the shop, 店内提现 / 合作店铺提现; new ones arrive by push. */
export default function RequestsPage() {
  const { t } = useTranslation(PLAYER_WITHDRAWALS_NS);
  const navigate = useNavigate();
  const [tab, setTab] = useState<WithdrawalTab>(1);
  useWithdrawalPushes();
  return (
    <PageLayout
      fixed
      right={
        <NavButton
          label={t('requests.history')}
          onClick={() => void navigate(PAGE.statisticsHistory)}
          testId="withdrawal-history"
        />
      }
    >
      <PageTabs activeKey={String(tab)} onChange={(key) => setTab(Number(key) as WithdrawalTab)}>
        {TABS.map((k) => (
          <PageTabs.Tab key={String(k)} title={t(TAB_LABEL[k])} />
        ))}
      </PageTabs>
      <Requests type={tab} />
    </PageLayout>
  );
}

/** A new request (or a reconnect, which may have missed some) refreshes the lists and the mine page's badge. */
function useWithdrawalPushes() {
  const { t } = useTranslation(PLAYER_WITHDRAWALS_NS);
  const client = useQueryClient();
  const onEvent = useCallback(
    (frame: WsServerFrameOf<'withdrawal.new' | 'badge'>) => {
      if (frame.type === 'withdrawal.new') {
        playChime([660, 990]);
        toast(t('requests.arrived'));
      }
      void refreshWithdrawals(client);
    },
    [client, t],
  );
  const resync = useCallback(() => void refreshWithdrawals(client), [client]);
  useSocketEvents(['withdrawal.new', 'badge'], onEvent, resync);
}

function Requests({ type }: { type: WithdrawalTab }) {
  const { t } = useTranslation(PLAYER_WITHDRAWALS_NS);
  const list = usePendingWithdrawals(type);
  const answer = useAnswerWithdrawal();
  const [rejecting, setRejecting] = useState<PlayerWithdrawal | null>(null);
  const [shown, setShown] = useState<PlayerWithdrawal | null>(null);

  const agree = (w: PlayerWithdrawal) =>
    void confirmDialog({
      title: t('requests.agreeConfirm', { name: playerName(w) }),
      content: t('requests.agreeHint', { money: w.money, method: w.memo }),
    }).then((yes) => yes && void runAction(answer.mutateAsync({ id: w.id, agree: true })));
  const reject = async (w: PlayerWithdrawal, reason: string) => {
    const done = await runAction(answer.mutateAsync({ id: w.id, agree: false, reason }));
    if (done?.code === BodyCode.ok) setRejecting(null);
  };
  // The buttons are the shop's actions the request's state allows (packages/shared, record-machines.ts).
  const BUTTONS = {
    reject: (w: PlayerWithdrawal) => (
      <Button key="reject" size="small" onClick={() => setRejecting(w)} data-testid="withdrawal-reject">
        {t('requests.reject')}
      </Button>
    ),
    settle: (w: PlayerWithdrawal) => (
      <Button
        key="settle"
        size="small"
        color="warning"
        onClick={() => agree(w)}
        data-testid="withdrawal-agree"
      >
        {t('requests.agree')}
      </Button>
    ),
  };

  return (
    <div className="player-withdrawals-scroll">
      <PagedListView
        list={list}
        itemHeight={CARD}
        itemKey={(w) => w.id}
        {...emptyOf(t, type, t('requests.empty'))}
        renderItem={(w) => (
          <WithdrawalCard w={w} height={CARD} onOpen={() => setShown(w)}>
            {/* A button pressed is not a tap on the card: it doesn't open the history. */}
            <div className="player-withdrawals-buttons" onClick={(e) => e.stopPropagation()}>
              {actionsFrom(PLAYER_WITHDRAWAL_ACTIONS, w.state, 'shop').map((a) => BUTTONS[a](w))}
            </div>
          </WithdrawalCard>
        )}
      />
      {rejecting ? (
        <Suspense fallback={null}>
          <RejectDialog
            name={playerName(rejecting)}
            onClose={() => setRejecting(null)}
            onSubmit={(reason) => void reject(rejecting, reason)}
          />
        </Suspense>
      ) : null}
      <RecordHistorySheet
        entity="player_withdrawal"
        id={shown?.id ?? null}
        title={shown ? t('card.history', { name: playerName(shown), money: shown.money }) : ''}
        onClose={() => setShown(null)}
      />
    </div>
  );
}
