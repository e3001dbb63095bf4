import { actionsFrom, OFFLINE_RECHARGE_ACTIONS, type OfflineRecharge } from '@dzzs/shared';
import { Button } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { RecordHistorySheet } from '../../../shared/ui/record-history.tsx';
import { useDecideRecharge, useWaitingRecharges } from '../api/receipts.ts';
import { RECEIPTS_NS } from '../i18n.ts';

/**
 * 待确认的线下充值: what players say they paid with the shop's QR code. Confirming credits the player from the shop's
 * till, once; both answers ask first. The buttons are the shop's actions of the table; tapping a recharge opens
 * its history.
 */
export function OfflineRecharges() {
  const { t } = useTranslation(RECEIPTS_NS);
  const { data } = useWaitingRecharges();
  const decide = useDecideRecharge();
  const rows = data?.data ?? [];
  const [shown, setShown] = useState<OfflineRecharge | null>(null);
  const ask = async (r: OfflineRecharge, confirm: boolean) => {
    const params = { name: r.nickname, money: r.money };
    const yes = await confirmDialog({
      content: t(confirm ? 'offline.confirmAsk' : 'offline.refuseAsk', params),
    });
    if (yes) await runAction(decide.mutateAsync({ id: r.id, confirm }));
  };
  return (
    <section className="receipts-offline" data-testid="offline-recharges">
      <div className="receipts-section-title">
        {t('offline.title')}
        {rows.length ? <span className="receipts-count">{data?.total}</span> : null}
      </div>
      <div className="receipts-muted receipts-section-hint">{t('offline.hint')}</div>
      {rows.length === 0 ? <div className="receipts-empty">{t('offline.empty')}</div> : null}
      {rows.map((r) => (
        <div className="receipts-recharge" key={r.id} data-recharge={r.id}>
          <div
            className="receipts-recharge-main"
            role="button"
            tabIndex={0}
            onClick={() => setShown(r)}
            data-testid="recharge-history"
          >
            <div className="receipts-card-name">{r.nickname}</div>
            <div className="receipts-muted">
              {t('offline.time', { time: dayjs(r.create_time * 1000).format('MM-DD HH:mm') })}
            </div>
          </div>
          <b className="receipts-money">{t('offline.money', { money: r.money })}</b>
          <div className="receipts-recharge-buttons">
            {actionsFrom(OFFLINE_RECHARGE_ACTIONS, r.state, 'shop').map((action) => (
              <Button
                key={action}
                size="mini"
                color={action === 'confirm' ? 'warning' : 'default'}
                onClick={() => void ask(r, action === 'confirm')}
                data-testid={action}
              >
                {t(`offline.${action}`)}
              </Button>
            ))}
          </div>
        </div>
      ))}
      <RecordHistorySheet
        entity="offline_recharge"
        id={shown?.id ?? null}
        title={shown ? t('offline.history', { name: shown.nickname, money: shown.money }) : ''}
        onClose={() => setShown(null)}
      />
    </section>
  );
}
