import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeChip } from '../../../shared/ui/date-range-chip.tsx';
import { Chip, FilterPanel as Panel, FilterSection, GameChips } from '../../../shared/ui/filter-panel.tsx';
import type { InquiryFilter } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';
import { STATE_FILTERS } from './inquiry-filter.ts';

/** 订单查询's filter panel: game, dates and state, applied together. */
export default function FilterPanel({
  open,
  filter,
  onClose,
  onApply,
}: {
  open: boolean;
  filter: InquiryFilter;
  onClose: () => void;
  onApply: (f: InquiryFilter) => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const [draft, setDraft] = useState(filter);
  const states = t('inquiry.states', { returnObjects: true }) as string[];
  return (
    <Panel
      open={open}
      onClose={onClose}
      afterShow={() => setDraft(filter)}
      onReset={() => onApply({ type: draft.type, state: '99', search: draft.search })}
      onConfirm={() => onApply(draft)}
    >
      <FilterSection title={t('filter.game')}>
        <GameChips
          value={draft.gameId}
          allLabel={t('filter.allGames')}
          onChange={(gameId) => setDraft({ ...draft, gameId })}
        />
      </FilterSection>
      <FilterSection title={t('filter.dates')}>
        <DateRangeChip
          value={draft}
          placeholder={t('filter.dates')}
          onChange={(range) => setDraft({ ...draft, ...range })}
        />
      </FilterSection>
      <FilterSection title={t('filter.state')}>
        {STATE_FILTERS.map((value, i) => (
          <Chip
            key={value}
            on={draft.state === value}
            label={states[i] ?? value}
            onClick={() => setDraft({ ...draft, state: value })}
          />
        ))}
      </FilterSection>
    </Panel>
  );
}
