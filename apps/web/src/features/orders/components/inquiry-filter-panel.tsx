import { GAMES } from '@dzzs/shared/engine';
import { Button, CalendarPicker, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePickerBounds, dateFilterValue } from '../../../shared/ui/date-picker.ts';
import type { InquiryFilter } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';
import { gameName } from './format.ts';
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
  const [calendar, setCalendar] = useState(false);
  const states = t('inquiry.states', { returnObjects: true }) as string[];
  const bounds = datePickerBounds();
  const chip = (on: boolean, label: string, onClick: () => void, key: string) => (
    <button type="button" key={key} className={`orders-chip ${on ? 'orders-chip-on' : ''}`} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <Popup
      visible={open}
      position="right"
      onMaskClick={onClose}
      bodyClassName="orders-filter-popup"
      afterShow={() => setDraft(filter)}
    >
      <div className="orders-filter-section">{t('filter.game')}</div>
      <div className="orders-chips">
        {chip(
          draft.gameId === undefined,
          t('filter.allGames'),
          () => setDraft({ ...draft, gameId: undefined }),
          'all',
        )}
        {GAMES.map((g) =>
          chip(
            draft.gameId === g.code,
            gameName(g.code),
            () => setDraft({ ...draft, gameId: g.code }),
            String(g.code),
          ),
        )}
      </div>
      <div className="orders-filter-section">{t('filter.dates')}</div>
      <div className="orders-chips">
        {chip(
          !!draft.startTime,
          draft.startTime ? `${draft.startTime} ~ ${draft.endTime}` : t('filter.dates'),
          () => setCalendar(true),
          'dates',
        )}
      </div>
      <CalendarPicker
        visible={calendar}
        selectionMode="range"
        min={bounds.min}
        max={bounds.max}
        onClose={() => setCalendar(false)}
        onConfirm={(range) => {
          setCalendar(false);
          if (range)
            setDraft({ ...draft, startTime: dateFilterValue(range[0]), endTime: dateFilterValue(range[1]) });
        }}
      />
      <div className="orders-filter-section">{t('filter.state')}</div>
      <div className="orders-chips">
        {STATE_FILTERS.map((value, i) =>
          chip(draft.state === value, states[i] ?? value, () => setDraft({ ...draft, state: value }), value),
        )}
      </div>
      <div className="orders-filter-buttons">
        <Button block onClick={() => onApply({ type: draft.type, state: '99', search: draft.search })}>
          {t('filter.reset')}
        </Button>
        <Button block color="warning" onClick={() => onApply(draft)}>
          {t('filter.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
