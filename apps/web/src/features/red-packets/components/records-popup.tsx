import { actionsFrom, RED_PACKET_ACTIONS, type RedPacketRecord } from '@dzzs/shared';
import { Popup, SwipeAction } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { useRedPacketRecords, useRevokeRedPacket } from '../api/red-packets.ts';
import { RED_PACKETS_NS } from '../i18n.ts';
import { timeText } from './format.ts';
import { PacketDetail } from './packet-detail.tsx';

const CARD = 104;
/** A pointer that moved this far between press and release dragged the card. */
const DRAG_PX = 10;

/** 红包记录: the shop's packets, newest first; an open one swipes to 撤销此红包, any one taps open its receivers. */
export function RecordsPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(RED_PACKETS_NS);
  const list = useRedPacketRecords(true);
  const [shown, setShown] = useState<RedPacketRecord | null>(null);
  const current = shown && (list.items.find((p) => p.id === shown.id) ?? shown);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="red-packets-popup">
      <div className="red-packets-popup-title">{t('form.records')}</div>
      <div className="red-packets-popup-list" data-testid="red-packets-record-list">
        <PagedListView
          list={list}
          itemHeight={CARD}
          itemKey={(p) => p.id}
          empty={t('record.empty')}
          renderItem={(p) => <RecordCard packet={p} onOpen={() => setShown(p)} />}
        />
      </div>
      {current ? <PacketDetail packet={current} onClose={() => setShown(null)} /> : null}
    </Popup>
  );
}

function RecordCard({ packet: p, onOpen }: { packet: RedPacketRecord; onOpen: () => void }) {
  const { t } = useTranslation(RED_PACKETS_NS);
  const revoke = useRevokeRedPacket();
  const revocable = actionsFrom(RED_PACKET_ACTIONS, p.state, 'shop').includes('revoke');
  // A swipe dragged with a mouse ends in a click on the card: that one reveals the action, it does not open it.
  const downX = useRef(0);
  const onRevoke = () =>
    void confirmDialog({ content: t('record.revokeConfirm', { money: p.remaining_money }) }).then(
      (yes) => yes && void runAction(revoke.mutateAsync(p.id)),
    );
  const card = (
    <div
      className="red-packets-record"
      style={{ height: CARD }}
      role="button"
      onPointerDown={(e) => (downX.current = e.clientX)}
      onClick={(e) => Math.abs(e.clientX - downX.current) < DRAG_PX && onOpen()}
      data-testid="red-packets-record"
      data-state={p.state}
    >
      <div className="red-packets-record-icon">¥</div>
      <div className="red-packets-record-main">
        <div className="red-packets-record-head">
          <span className="red-packets-record-type">{p.type_label}</span>
          <span className="red-packets-record-title">{p.title}</span>
        </div>
        <div className="red-packets-muted">{t('record.endTime', { time: timeText(p.end_time) })}</div>
        <div className="red-packets-muted">{t('record.claimed', { claimed: p.claimed, count: p.count })}</div>
      </div>
      <div className="red-packets-record-side">
        <div className="red-packets-record-money">¥{p.money}</div>
        <div className={`red-packets-state red-packets-state-${p.state}`}>{p.state_label}</div>
      </div>
    </div>
  );
  if (!revocable) return card;
  return (
    <SwipeAction
      rightActions={[{ key: 'revoke', text: t('record.revoke'), color: 'danger', onClick: onRevoke }]}
    >
      {card}
    </SwipeAction>
  );
}
