import { ORDER_STATE_LABELS, OrderState } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { DateRangeChip } from '../../../shared/ui/date-range-chip.tsx';
import { Chip, FilterPanel, FilterSection, GameChips } from '../../../shared/ui/filter-panel.tsx';
import type { HistoryFilter } from '../api/cooperation.ts';
import { COOPERATION_NS } from '../i18n.ts';

/** The states an order handed over can be in, in the order the orders' filter lists them. */
const STATES = [
  OrderState.awaitingAcceptance,
  OrderState.awaitingTicket,
  OrderState.awaitingDraw,
  OrderState.awaitingSettlement,
  OrderState.lost,
  OrderState.awaitingPayout,
  OrderState.paidOut,
  OrderState.cancelledByShop,
  OrderState.cancelledBySystem,
];

/** 历史记录's filter panel: game, dates and state, applied together; 重置 goes back to the page's defaults. */
export default function HistoryFilterPanel({
  open,
  filter,
  defaults,
  onClose,
  onApply,
}: {
  open: boolean;
  filter: HistoryFilter;
  defaults: HistoryFilter;
  onClose: () => void;
  onApply: (filter: HistoryFilter) => void;
}) {
  const { t } = useTranslation(COOPERATION_NS);
  const [draft, setDraft] = useState(filter);
  return (
    <FilterPanel
      open={open}
      onClose={onClose}
      afterShow={() => setDraft(filter)}
      onReset={() => onApply({ ...defaults, search: filter.search })}
      onConfirm={() => onApply(draft)}
    >
      <FilterSection title={t('history.game')}>
        <GameChips
          value={draft.gametype === '99' ? undefined : Number(draft.gametype)}
          allLabel={t('history.allGames')}
          onChange={(code) => setDraft({ ...draft, gametype: code === undefined ? '99' : String(code) })}
        />
      </FilterSection>
      <FilterSection title={t('history.dates')}>
        <DateRangeChip
          value={draft}
          placeholder={t('history.dates')}
          onChange={(range) => setDraft({ ...draft, ...range })}
        />
      </FilterSection>
      <FilterSection title={t('history.state')}>
        <Chip
          on={draft.state === '99'}
          label={t('history.allStates')}
          onClick={() => setDraft({ ...draft, state: '99' })}
        />
        {STATES.map((state) => (
          <Chip
            key={state}
            on={draft.state === String(state)}
            label={stateLabel(ORDER_STATE_LABELS, state)}
            onClick={() => setDraft({ ...draft, state: String(state) })}
          />
        ))}
      </FilterSection>
    </FilterPanel>
  );
}
