import { Button, Popup, Stepper } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketedContent } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';

interface Match {
  matchId: string | number;
  matchNumStr?: string | number | null;
  homeTeamAbbName?: string | null;
  awayTeamAbbName?: string | null;
  data: { res: string; rate?: string | number | null }[];
}

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
  content: { Content: Match[] } & Record<string, unknown>;
  onClose: () => void;
  onSubmit: (newContent: TicketedContent) => void;
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
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="odds-popup">
      <div className="reason-title">{t('actions.oddsTitle')}</div>
      <div className="reason-hint">{t('actions.oddsHint')}</div>
      <div className="odds-list">
        {content.Content.map((m, i) => (
          <div className="odds-match" key={String(m.matchId)}>
            <div className="odds-teams">
              {m.matchNumStr} {m.homeTeamAbbName} vs {m.awayTeamAbbName}
            </div>
            {m.data.map((s, j) => (
              <div className="odds-row" key={s.res}>
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
      <div className="reason-buttons">
        <Button block onClick={onClose}>
          {t('common:common.cancel')}
        </Button>
        <Button block color="warning" loading={submitting} onClick={submit} data-testid="odds-submit">
          {t('actions.submitTicket')}
        </Button>
      </div>
    </Popup>
  );
}
