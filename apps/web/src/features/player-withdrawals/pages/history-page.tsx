import '../player-withdrawals.css';
import { PlayerWithdrawalState, type PlayerWithdrawal } from '@dzzs/shared';
import { ActionSheet } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../../shared/ui/chip.tsx';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { RecordHistorySheet } from '../../../shared/ui/record-history.tsx';
import { useWithdrawalHistory, type HandledState, type WithdrawalTab } from '../api/player-withdrawals.ts';
import { emptyOf } from '../components/empty-tab.ts';
import { playerName, WithdrawalCard } from '../components/withdrawal-card.tsx';
import { PLAYER_WITHDRAWALS_NS } from '../i18n.ts';

/** The list's rows are of one height: 已撤销 keeps room for two lines of the reason. */
const CARD = { [PlayerWithdrawalState.settled]: 226, [PlayerWithdrawalState.rejected]: 272 } as const;
const TABS: readonly WithdrawalTab[] = [1, 2];
const TAB_LABEL = { 1: 'tabs.inShop', 2: 'tabs.partner' } as const;
const STATE_LABEL = {
  [PlayerWithdrawalState.settled]: 'history.settled',
  [PlayerWithdrawalState.rejected]: 'history.rejected',
} as const;
const refused = (w: PlayerWithdrawal) => w.state === PlayerWithdrawalState.rejected;

/** 历史记录 (statistics-history): handled requests, 已结算 or 已撤销 (with the reason), 店内 / 合作店铺, by day. */
export default function HistoryPage() {
  const { t } = useTranslation(PLAYER_WITHDRAWALS_NS);
  const [tab, setTab] = useState<WithdrawalTab>(1);
  const [state, setState] = useState<HandledState>(1);
  const [choosing, setChoosing] = useState(false);
  const [range, setRange] = useState<DateRange>({});
  const list = useWithdrawalHistory(tab, state, range);
  const [shown, setShown] = useState<PlayerWithdrawal | null>(null);
  return (
    <PageLayout fixed>
      <PageTabs activeKey={String(tab)} onChange={(key) => setTab(Number(key) as WithdrawalTab)}>
        {TABS.map((k) => (
          <PageTabs.Tab key={String(k)} title={t(TAB_LABEL[k])} />
        ))}
      </PageTabs>
      <div className="player-withdrawals-filter">
        <span data-testid="history-state">
          <Chip on label={`${t(STATE_LABEL[state])} ▾`} onClick={() => setChoosing(true)} />
        </span>
        <DateRangeChip value={range} placeholder={t('history.dates')} onChange={setRange} />
      </div>
      <div className="player-withdrawals-scroll">
        <PagedListView
          list={list}
          itemHeight={CARD[state]}
          itemKey={(w) => w.id}
          {...emptyOf(t, tab, t('history.empty'))}
          renderItem={(w) => (
            <WithdrawalCard
              w={w}
              height={CARD[state]}
              handled
              onOpen={() => setShown(w)}
              badge={
                <span
                  className={`player-withdrawals-state ${refused(w) ? 'player-withdrawals-state-rejected' : ''}`}
                >
                  {t(
                    STATE_LABEL[refused(w) ? PlayerWithdrawalState.rejected : PlayerWithdrawalState.settled],
                  )}
                </span>
              }
            />
          )}
        />
      </div>
      <RecordHistorySheet
        entity="player_withdrawal"
        id={shown?.id ?? null}
        title={shown ? t('card.history', { name: playerName(shown), money: shown.money }) : ''}
        onClose={() => setShown(null)}
      />
      <ActionSheet
        visible={choosing}
        onClose={() => setChoosing(false)}
        extra={t('history.state')}
        actions={([PlayerWithdrawalState.settled, PlayerWithdrawalState.rejected] as const).map((s) => ({
          key: String(s),
          text: t(STATE_LABEL[s]),
        }))}
        onAction={(a) => {
          setChoosing(false);
          setState(Number(a.key) as HandledState);
        }}
      />
    </PageLayout>
  );
}
