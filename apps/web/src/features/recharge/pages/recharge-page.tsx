import '../recharge.css';
import {
  COOPERATION_LIMITS,
  fenToYuan,
  PAYMENT_LIMITS,
  RECHARGE_QUICK_AMOUNTS,
  yuanToFen,
  type Cooperation,
} from '@dzzs/shared';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { moneyOrSay } from '@dzzs/web-shared/money/money-input.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { Icon } from '@dzzs/web-shared/ui/icons.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  prepayPartner,
  refreshBalance,
  startRecharge,
  useMoneyMoved,
  useShopBalance,
} from '../api/recharge.ts';
import { AlipayQrSheet, type QrPayment } from '../components/alipay-qr-sheet.tsx';
import { AmountPicker } from '../components/amount-picker.tsx';
import { PartnerSheet } from '../components/partner-sheet.tsx';
import { RECHARGE_NS } from '../i18n.ts';

type Target = 'own' | 'partner';

/** The largest amount of one recharge: the provider's limit for the shop, the prepayment's for a partner. */
const MAX_FEN: Record<Target, number> = {
  own: PAYMENT_LIMITS.maxFen,
  partner: COOPERATION_LIMITS.rechargeMaxFen,
};

/**
 * 充值 (rechargePage): the shop balance with its refresh, 本店铺充值 through the payment provider (the page is left
 * for the provider's and comes back with `?trade=`, which is asked after at once; or, Alipay on a phone, its QR code
 * is shown in a sheet whose 已支付 asks after the trade) or 合作店铺充值 from the shop
 * balance to a partner I hand orders to.
 */
export default function RechargePage() {
  const { t } = useTranslation(RECHARGE_NS);
  const { trade } = usePageParams(PAGE.recharge);
  const balance = useShopBalance();
  const moved = useMoneyMoved();
  const [target, setTarget] = useState<Target>('own');
  const [partner, setPartner] = useState<Cooperation | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [quick, setQuick] = useState<string>(RECHARGE_QUICK_AMOUNTS[0]);
  const [custom, setCustom] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [qr, setQr] = useState<QrPayment | null>(null);

  // Back from the payment page: the provider's notification may not have come yet, so the server asks it.
  useEffect(() => {
    if (!trade) return;
    let live = true;
    void runAction(refreshBalance(trade)).then((answer) => {
      if (!answer || !live) return;
      setResult(answer.msg);
      moved(answer.data);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per trade returned from
  }, [trade]);

  const refresh = () => void runAction(refreshBalance()).then((answer) => answer && moved(answer.data));

  const checkTrade = async (tradeNo: string) => {
    const answer = await runAction(refreshBalance(tradeNo), { success: false });
    if (!answer) return null;
    moved(answer.data);
    return answer.msg;
  };

  const submit = async () => {
    const money = custom.trim() || quick;
    // A partner is prepaid from the shop balance: more than it holds is refused before the call.
    const available = target === 'partner' ? yuanToFen(balance.data ?? '') : null;
    const fen = moneyOrSay(
      money,
      {
        minFen: PAYMENT_LIMITS.minFen,
        maxFen: MAX_FEN[target],
        ...(available !== null ? { availableFen: available } : {}),
      },
      toast,
    );
    if (fen === null) return;
    if (target === 'partner') {
      if (!partner) return setChoosing(true);
      setBusy(true);
      const answer = await runAction(prepayPartner(partner.MainStore_id, money));
      setBusy(false);
      if (answer) moved();
      return;
    }
    setBusy(true);
    const answer = await runAction(startRecharge(money), { success: false });
    const started = answer?.data;
    if (started?.qr_code) {
      setBusy(false);
      setQr({
        tradeNo: started.trade_no,
        money: fenToYuan(fen),
        qrCode: started.qr_code,
        payUrl: started.pay_url,
      });
    } else if (started) {
      toast(t('opening'), 'success');
      window.location.assign(started.pay_url);
    } else setBusy(false);
  };

  return (
    <PageLayout bodyClassName="recharge-page">
      <section className="recharge-card">
        <div className="recharge-row">
          <span>
            {t('balance')}
            <b className="recharge-balance" data-testid="recharge-balance">
              {balance.data ?? '--'}
            </b>
          </span>
          <button type="button" className="recharge-icon" aria-label={t('refresh')} onClick={refresh}>
            <Icon name="refresh" />
          </button>
        </div>
        {result && trade ? (
          <div className="recharge-result" data-testid="recharge-result">
            <b>
              {t('result')}：{result}
            </b>
            <span>{t('tradeNo', { trade })}</span>
          </div>
        ) : null}
        <Option on={target === 'own'} label={t('own')} onClick={() => setTarget('own')} testId="target-own" />
        <Option
          on={target === 'partner'}
          label={t('partner')}
          onClick={() => {
            setTarget('partner');
            setChoosing(true);
          }}
          testId="target-partner"
        />
        {target === 'partner' ? (
          <button type="button" className="recharge-row recharge-chosen" onClick={() => setChoosing(true)}>
            <span>
              {t('partnerBalance')}
              {partner
                ? `${partner.mainStore.nickname} ¥${partner.CooperativeStoresMoney}`
                : t('choosePartner')}
            </span>
            <span className="recharge-arrow">›</span>
          </button>
        ) : null}
      </section>
      <AmountPicker quick={quick} custom={custom} onQuick={setQuick} onCustom={setCustom} />
      <section className="recharge-card">
        <div className="recharge-card-title">{t('payment')}</div>
        <Option on label={target === 'own' ? t('online') : t('fromBalance')} />
      </section>
      <div className="recharge-submit">
        <Button
          block
          color="primary"
          loading={busy}
          onClick={() => void submit()}
          data-testid="recharge-submit"
        >
          {t('submit')}
        </Button>
      </div>
      <AlipayQrSheet payment={qr} onClose={() => setQr(null)} onCheck={checkTrade} />
      <PartnerSheet
        visible={choosing}
        onClose={() => setChoosing(false)}
        onChoose={(c) => {
          setPartner(c);
          setChoosing(false);
        }}
      />
    </PageLayout>
  );
}

function Option({
  on,
  label,
  onClick,
  testId,
}: {
  on: boolean;
  label: string;
  onClick?: () => void;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={on ? 'recharge-row recharge-option recharge-option-on' : 'recharge-row recharge-option'}
      onClick={onClick}
      data-testid={testId}
      aria-pressed={on}
    >
      <span>{label}</span>
      <span className="recharge-tick">{on ? <Icon name="check" /> : null}</span>
    </button>
  );
}
