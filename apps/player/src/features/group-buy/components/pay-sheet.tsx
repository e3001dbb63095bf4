import { useState } from 'react';
import { Button, Checkbox, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fenToYuan, PLAYER_CONSENT_TEXT, yuanToFen } from '@dzzs/shared';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { consentGiven, rememberConsent } from '../../../shared/consent.ts';
import { PAGE } from '../../../shared/paths.ts';
import { usePlayer } from '../../../shared/player-api.ts';
import { toast } from '../../../shared/toast.ts';
import { GROUP_BUY_NS } from '../i18n.ts';

/**
 * "支付给店主 — <what>: X元 — 剩余余额: Y元" with the consent box; the balance is read afresh when the sheet opens
 * and a balance too low leads to 充值 instead of paying.
 */
export function PaySheet({
  open,
  onClose,
  what,
  fen,
  paying,
  onPay,
}: {
  open: boolean;
  onClose: () => void;
  what: string;
  fen: number;
  paying: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation(GROUP_BUY_NS);
  const navigate = useNavigate();
  const player = usePlayer();
  const [consent, setConsent] = useState(consentGiven);
  const balanceFen = player.data ? (yuanToFen(player.data.money) ?? 0) : 0;
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      afterShow={() => void player.refetch()}
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      <div className="plan-pay" data-testid="pay-sheet">
        <h3>{t('pay.title')}</h3>
        <div>{t('pay.amount', { what, yuan: fenToYuan(fen) })}</div>
        {player.isFetching ? (
          <Button block loading disabled />
        ) : fen > balanceFen ? (
          <>
            <div className="plan-pay-short">{t('pay.short')}</div>
            <Button
              block
              color="primary"
              onClick={() => void navigate(PAGE.wallet)}
              data-testid="go-recharge"
            >
              {t('pay.recharge')}
            </Button>
          </>
        ) : (
          <>
            <div className="muted">{t('pay.balance', { yuan: fenToYuan(balanceFen - fen) })}</div>
            <Checkbox
              checked={consent}
              onChange={(checked) => {
                setConsent(checked);
                rememberConsent(checked);
              }}
              data-testid="consent"
            >
              <span className="muted">
                {currentLanguage() === 'en' ? PLAYER_CONSENT_TEXT.en : PLAYER_CONSENT_TEXT.zh}
              </span>
            </Checkbox>
            <Button
              block
              color="primary"
              loading={paying}
              onClick={() => (consent ? onPay() : toast(t('pay.consentFirst')))}
              data-testid="pay"
            >
              {t('pay.confirm')}
            </Button>
          </>
        )}
      </div>
    </Popup>
  );
}
