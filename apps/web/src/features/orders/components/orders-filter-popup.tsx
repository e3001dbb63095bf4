import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, FilterPanel, FilterSection, GameChips } from '../../../shared/ui/filter-panel.tsx';
import type { OrderSort } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';

/** The order tabs' filter: one game or all, and the order of the list. Loaded on first open, like 订单查询's. */
export default function FilterPopup({
  open,
  onClose,
  gameId,
  sort,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  gameId: number | undefined;
  sort: OrderSort;
  onApply: (gameId: number | undefined, sort: OrderSort) => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const [game, setGame] = useState(gameId);
  const [by, setBy] = useState(sort);
  return (
    <FilterPanel
      open={open}
      onClose={onClose}
      afterShow={() => {
        setGame(gameId);
        setBy(sort);
      }}
      onReset={() => onApply(undefined, 'PayTime')}
      onConfirm={() => onApply(game, by)}
    >
      <FilterSection title={t('filter.game')}>
        <GameChips value={game} allLabel={t('filter.allGames')} onChange={setGame} />
      </FilterSection>
      <FilterSection title={t('filter.sort')}>
        <Chip on={by === 'PayTime'} label={t('filter.byPayTime')} onClick={() => setBy('PayTime')} />
        <Chip on={by === 'Deadline'} label={t('filter.byDeadline')} onClick={() => setBy('Deadline')} />
      </FilterSection>
    </FilterPanel>
  );
}
