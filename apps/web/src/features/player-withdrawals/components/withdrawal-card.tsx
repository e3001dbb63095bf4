import { WithdrawalType, type PlayerWithdrawal } from '@dzzs/shared';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { PLAYER_WITHDRAWALS_NS } from '../i18n.ts';

/** How the shop knows the player: its remark, else the nickname. */
export const playerName = (w: PlayerWithdrawal) => w.user_remarks || w.user_nickname;

const timeText = (unix: number) => (unix > 0 ? dayjs(unix * 1000).format('YYYY-MM-DD HH:mm:ss') : '');

function copy(text: string, done: string, failed: string) {
  // No clipboard outside a secure context (the shop's phones on plain HTTP in the LAN): the text stays selectable.
  if (!navigator.clipboard) return toast(failed);
  navigator.clipboard.writeText(text).then(
    () => toast(done),
    () => toast(failed),
  );
}

function Row({ label, value, copyable }: { label: string; value: string; copyable?: boolean }) {
  const { t } = useTranslation(PLAYER_WITHDRAWALS_NS);
  return (
    <div className="player-withdrawals-row">
      <span className="player-withdrawals-label">{label}</span>
      <span className="player-withdrawals-value">{value}</span>
      {copyable ? (
        <button
          type="button"
          className="player-withdrawals-copy"
          onClick={(e) => {
            e.stopPropagation();
            copy(value, t('card.copied'), t('card.copyFailed'));
          }}
        >
          {t('card.copy')}
        </button>
      ) : null}
    </div>
  );
}

/** The mark of the way the shop pays: 支 on Alipay's blue, 银 on a card's red. */
function MethodMark({ w }: { w: PlayerWithdrawal }) {
  const alipay = w.method === WithdrawalType.alipay;
  return (
    <span
      className={`player-withdrawals-mark ${alipay ? 'player-withdrawals-mark-alipay' : 'player-withdrawals-mark-bank'}`}
      title={w.memo}
      aria-label={w.memo}
    >
      {w.memo.slice(0, 1)}
    </span>
  );
}

/**
 * One request: the player (remark or nickname, id, avatar), the amount and how to pay it, the account and the
 * contact to copy, the real name and when it was asked (handled: when, and the reason of a refusal); `children`
 * adds the page's buttons. Tapping the card elsewhere opens its history (`onOpen`).
 */
export function WithdrawalCard({
  w,
  height,
  handled,
  badge,
  onOpen,
  children,
}: {
  w: PlayerWithdrawal;
  height: number;
  handled?: boolean;
  /** Under the amount (the state, in the history). */
  badge?: ReactNode;
  onOpen: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(PLAYER_WITHDRAWALS_NS);
  return (
    <div className="player-withdrawals-item" style={{ height }} data-testid="withdrawal-card">
      <div className="player-withdrawals-card" role="button" tabIndex={0} onClick={onOpen}>
        <div className="player-withdrawals-head">
          <ShopAvatar src={w.user_avatar} name={w.user_nickname} small />
          <div className="player-withdrawals-who">
            <div className="player-withdrawals-label">{t('card.user')}</div>
            <div className="player-withdrawals-name">
              {t('card.name', { name: playerName(w), id: w.user_id })}
            </div>
          </div>
          <div className="player-withdrawals-side">
            <div className="player-withdrawals-amount">
              <span>¥{w.money}</span>
              <MethodMark w={w} />
            </div>
            {badge}
          </div>
        </div>
        <Row label={t('card.account', { method: w.memo })} value={w.number} copyable />
        <Row label={t('card.contact')} value={w.contact} copyable />
        <Row label={t('card.realName')} value={w.user_RealName} />
        <Row label={t('card.applied')} value={timeText(w.create_time)} />
        {handled ? <Row label={t('card.handled')} value={timeText(w.update_time)} /> : null}
        {handled && w.retMemo ? (
          <div className="player-withdrawals-row player-withdrawals-row-top">
            <span className="player-withdrawals-label">{t('card.reason')}</span>
            <span className="player-withdrawals-reason-text">{w.retMemo}</span>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
