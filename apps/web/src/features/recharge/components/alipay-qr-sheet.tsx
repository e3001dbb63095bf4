import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECHARGE_NS } from '../i18n.ts';

/** A payment Alipay answered with a QR code (a payer on a phone). */
export interface QrPayment {
  tradeNo: string;
  money: string;
  qrCode: string;
  /** The code's own link: on the phone showing it, it opens the Alipay app. */
  payUrl: string;
}

interface AlipayQrSheetProps {
  payment: QrPayment | null;
  onClose: () => void;
  /** 已支付: asks after the trade (RechargeRefresh); resolves with the outcome to show, or null when the call failed. */
  onCheck: (tradeNo: string) => Promise<string | null>;
}

/**
 * The QR code Alipay created for a recharge, with its amount: the payer scans it with Alipay (or, on this phone,
 * opens it); 已支付 asks the server, which asks Alipay, whether the money arrived.
 */
export function AlipayQrSheet({ payment, onClose, onCheck }: AlipayQrSheetProps) {
  const { t } = useTranslation(RECHARGE_NS);
  const [image, setImage] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const qrCode = payment?.qrCode;

  useEffect(() => {
    setImage('');
    setOutcome(null);
    if (!qrCode) return;
    let live = true;
    // Loaded with the first QR code shown, so the page's own bundle stays small; drawn as SVG: sharp at any scale.
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(qrCode, { type: 'svg', margin: 1 }))
      .then((svg) => live && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`));
    return () => {
      live = false;
    };
  }, [qrCode]);

  const check = async () => {
    if (!payment) return;
    setChecking(true);
    const said = await onCheck(payment.tradeNo);
    setChecking(false);
    if (said !== null) setOutcome(said);
  };

  return (
    <Popup visible={payment !== null} onMaskClick={onClose} bodyClassName="recharge-sheet">
      <div className="recharge-sheet-title">{t('qrTitle')}</div>
      <div className="recharge-qr" data-testid="recharge-qr">
        <b className="recharge-qr-money">¥{payment?.money}</b>
        {image ? (
          <img src={image} alt={t('qrAlt')} width={240} height={240} />
        ) : (
          <span className="recharge-qr-box" />
        )}
        <span>{t('qrScan')}</span>
        {payment ? (
          <a className="recharge-qr-open" href={payment.payUrl}>
            {t('qrOpen')}
          </a>
        ) : null}
        {outcome ? (
          <b className="recharge-qr-outcome" data-testid="recharge-qr-outcome">
            {outcome}
          </b>
        ) : null}
      </div>
      <Button
        block
        color="primary"
        loading={checking}
        onClick={() => void check()}
        data-testid="recharge-qr-paid"
      >
        {t('qrPaid')}
      </Button>
    </Popup>
  );
}
