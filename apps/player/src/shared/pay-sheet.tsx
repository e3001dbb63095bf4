import { useEffect, useState } from 'react';
import { Button, Checkbox, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fenToYuan, PLAYER_CONSENT_TEXT, yuanToFen } from '@dzzs/shared';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { consentGiven, rememberConsent } from './consent.ts';
import { PAY_NS } from './pay-sheet-i18n.ts';
import { PAGE } from './paths.ts';
import { usePlayer } from './player-api.ts';
import './pay-sheet.css';

/**
 * Every payment a player makes — a number or sports 投注单, starting or joining a 合买 — ends in this sheet:
 * "支付给店主 — <what>: X元 — 剩余余额: Y元", the consent "我已年满18周岁…" (the text the server records with the order,
 * remembered on the device once given) and 确认支付, which stays disabled until it is ticked. The balance is read
 * afresh when the sheet opens: money may have come in (加款, a recharge) since it was last read; a balance too low
 * leads to 充值 instead of the pay button.
 */
export function PaySheet({
  visible,
  onClose,
  what,
  amountFen,
  paying,
  onPay,
}: {
  visible: boolean;
  onClose: () => void;
  what: string;
  amountFen: number;
  paying: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation(PAY_NS);
  const navigate = useNavigate();
  const player = usePlayer();
  const { refetch } = player;
  const [consent, setConsent] = useState(consentGiven);
  useEffect(() => {
    if (visible) void refetch();
  }, [visible, refetch]);
  const balanceFen = player.data ? (yuanToFen(player.data.money) ?? 0) : 0;
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className="pay-sheet" data-testid="pay-sheet">
        <h3>{t('title')}</h3>
        <div>{t('amount', { what, yuan: fenToYuan(amountFen) })}</div>
        {player.isFetching ? (
          <Button block loading disabled />
        ) : amountFen > balanceFen ? (
          <>
            <div className="pay-short">{t('short')}</div>
            <Button
              block
              color="primary"
              onClick={() => void navigate(PAGE.wallet)}
              data-testid="go-recharge"
            >
              {t('recharge')}
            </Button>
          </>
        ) : (
          <>
            <div className="muted">{t('balance', { yuan: fenToYuan(balanceFen - amountFen) })}</div>
            <Checkbox
              checked={consent}
              onChange={(given) => {
                setConsent(given);
                rememberConsent(given);
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
              disabled={!consent}
              onClick={onPay}
              data-testid="pay"
            >
              {t('confirm')}
            </Button>
          </>
        )}
      </div>
    </Popup>
  );
}
