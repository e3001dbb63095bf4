import { useEffect, useState } from 'react';
import { Button, Checkbox, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fenToYuan, yuanToFen } from '@dzzs/shared';
import { consentGiven, rememberConsent } from '../../../shared/consent.ts';
import { PAGE } from '../../../shared/paths.ts';
import { usePlayer } from '../../../shared/player-api.ts';
import { BETTING_NS } from '../i18n.ts';

// The end of every 投注单, number or sports: the consent and the sheet "支付给店主", so a bet of any game is paid the
// same way.

/** The consent, remembered on this device once given (shared/consent.ts). */
export function useConsent(): [boolean, (given: boolean) => void] {
  const [consent, setConsent] = useState(consentGiven);
  return [
    consent,
    (given) => {
      setConsent(given);
      rememberConsent(given);
    },
  ];
}

export function ConsentCheck({
  consent,
  onChange,
}: {
  consent: boolean;
  onChange: (given: boolean) => void;
}) {
  const { t } = useTranslation(BETTING_NS);
  return (
    <Checkbox checked={consent} onChange={onChange} data-testid="consent">
      <span className="muted">{t('slip.consent')}</span>
    </Checkbox>
  );
}

/**
 * "支付给店主 — <game>: X元 — 剩余余额: Y元". The balance is read afresh when the sheet opens: money may have come in
 * (加款, a recharge) since it was last read; a balance too low leads to 充值 instead of the pay button.
 */
export function PaySheet({
  visible,
  onClose,
  game,
  amountFen,
  consent,
  paying,
  onPay,
}: {
  visible: boolean;
  onClose: () => void;
  game: string;
  amountFen: number;
  consent: boolean;
  paying: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation(BETTING_NS);
  const navigate = useNavigate();
  const player = usePlayer();
  const { refetch } = player;
  useEffect(() => {
    if (visible) void refetch();
  }, [visible, refetch]);
  const balanceFen = player.data ? (yuanToFen(player.data.money) ?? 0) : 0;
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className="pay-sheet" data-testid="pay-sheet">
        <h3>{t('pay.title')}</h3>
        <div>{t('pay.game', { game, yuan: fenToYuan(amountFen) })}</div>
        {player.isFetching ? (
          <Button block loading disabled />
        ) : amountFen > balanceFen ? (
          <>
            <div className="pay-short">{t('pay.short')}</div>
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
            <div className="muted">{t('pay.balance', { yuan: fenToYuan(balanceFen - amountFen) })}</div>
            <Button
              block
              color="primary"
              loading={paying}
              disabled={!consent}
              onClick={onPay}
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
