import type { SportsContent } from '@dzzs/shared/engine';
import { Popup, Stepper } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetButtons } from '../../../shared/ui/sheet-buttons.tsx';
import { ORDERS_NS } from '../i18n.ts';

/**
 * 出票确认 for 竞彩: every selection with its odds in a number box (at least 1, steps of 0.01). Submits the bet
 * with the new odds when any changed, else 0 (nothing to keep beside the original).
 */
export function OddsPopup({
  visible,
  content,
  onClose,
  onSubmit,
  submitting,
}: {
  visible: boolean;
  content: SportsContent;
  onClose: () => void;
  onSubmit: (newContent: SportsContent | 0) => void;
  submitting: boolean;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const original = useMemo(
    () => content.Content.map((m) => m.data.map((s) => Number(s.rate ?? 1))),
    [content],
  );
  const [odds, setOdds] = useState(original);
  const submit = () => {
    const changed = odds.some((row, i) => row.some((v, j) => v !== original[i]?.[j]));
    if (!changed) return onSubmit(0);
    onSubmit({
      ...content,
      Content: content.Content.map((m, i) => ({
        ...m,
        data: m.data.map((s, j) => ({ ...s, rate: (odds[i]?.[j] ?? 1).toFixed(2) })),
      })),
    });
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="orders-odds-popup">
      <div className="orders-reason-title">{t('actions.oddsTitle')}</div>
      <div className="orders-reason-hint">{t('actions.oddsHint')}</div>
      <div>
        {content.Content.map((m, i) => (
          <div className="orders-odds-match" key={m.matchId}>
            <div className="orders-odds-teams">
              {m.matchNumStr} {m.homeTeamAbbName} vs {m.awayTeamAbbName}
            </div>
            {m.data.map((s, j) => (
              <div className="orders-odds-row" key={s.res}>
                <span>{s.res}</span>
                <Stepper
                  min={1}
                  step={0.01}
                  digits={2}
                  value={odds[i]?.[j] ?? 1}
                  onChange={(v) =>
                    setOdds((prev) =>
                      prev.map((row, a) => (a === i ? row.map((x, b) => (b === j ? v : x)) : row)),
                    )
                  }
                />
              </div>
            ))}
          </div>
        ))}
      </div>
      <SheetButtons
        onCancel={onClose}
        confirmText={t('actions.submitTicket')}
        onConfirm={submit}
        loading={submitting}
        testId="odds-submit"
      />
    </Popup>
  );
}
