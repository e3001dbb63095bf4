import { RedPacketState, type RedPacketRecord } from '@dzzs/shared';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '../../../shared/ui/record-history.tsx';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { RED_PACKETS_NS } from '../i18n.ts';
import { timeText } from './format.ts';

/** One packet: its figures, who grabbed what in the order they grabbed, and its history (sent, closed, by whom). */
export function PacketDetail({ packet: p, onClose }: { packet: RedPacketRecord; onClose: () => void }) {
  const { t } = useTranslation(RED_PACKETS_NS);
  const left =
    p.state === RedPacketState.open
      ? t('record.remaining', { money: p.remaining_money })
      : p.state === RedPacketState.exhausted
        ? ''
        : t('record.refunded', { money: p.remaining_money });
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="red-packets-popup">
      <div className="red-packets-detail" data-testid="red-packets-detail">
        <div className="red-packets-detail-head">
          <div className="red-packets-detail-title">{p.title}</div>
          <div className="red-packets-detail-money">¥{p.money}</div>
          <div className="red-packets-muted">
            {p.type_label} ·{' '}
            <span className={`red-packets-state red-packets-state-${p.state}`}>{p.state_label}</span>
            {left ? ` · ${left}` : ''}
          </div>
        </div>
        <div className="red-packets-detail-grid">
          <span>{t('detail.count')}</span>
          <span>{t('record.claimed', { claimed: p.claimed, count: p.count })}</span>
          <span>{t('detail.createTime')}</span>
          <span>{timeText(p.create_time)}</span>
          <span>{t('detail.endTime')}</span>
          <span>{timeText(p.end_time)}</span>
        </div>
        <div className="red-packets-section">{t('detail.receivers')}</div>
        <div className="red-packets-receivers">
          {p.receivers.length === 0 ? <div className="red-packets-empty">{t('detail.nobody')}</div> : null}
          {p.receivers.map((r) => (
            <div className="red-packets-receiver" key={r.user_id} data-testid="red-packets-receiver">
              <ShopAvatar src={r.avatar} name={r.nickname} small />
              <div className="red-packets-receiver-main">
                <div>{r.nickname}</div>
                <div className="red-packets-muted">
                  {t('detail.receivedAt', { time: timeText(r.create_time) })}
                </div>
              </div>
              <div className="red-packets-receiver-money">¥{r.get_money}</div>
            </div>
          ))}
        </div>
        <div className="red-packets-section">{t('detail.history')}</div>
        <div className="red-packets-history">
          <RecordHistory entity="red_packet" id={p.id} />
        </div>
      </div>
    </Popup>
  );
}
