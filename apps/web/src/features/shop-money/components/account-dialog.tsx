import { CenterPopup, Input } from 'antd-mobile';
import { WithdrawalType } from '@dzzs/shared';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetButtons } from '../../../shared/ui/sheet-buttons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { SHOP_MONEY_NS } from '../i18n.ts';
import { accountRefusal } from './withdrawal-check.ts';

// The popup's own width limits (75 vw at most) are too narrow for a 19-digit card number on a phone.
const DIALOG_WIDTH = { '--min-width': 'min(86vw, 340px)', '--max-width': '340px' } as CSSProperties;

/** 添加支付宝 / 添加银行卡号码: the account the money goes to, checked before it is kept ("仅支持数字！" for a card). */
export function AccountDialog({
  type,
  visible,
  value,
  onClose,
  onSave,
}: {
  type: WithdrawalType;
  visible: boolean;
  value: string;
  onClose: () => void;
  onSave: (account: string) => void;
}) {
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      destroyOnClose
      bodyClassName="shop-money-dialog"
      style={DIALOG_WIDTH}
    >
      <AccountForm type={type} value={value} onClose={onClose} onSave={onSave} />
    </CenterPopup>
  );
}

function AccountForm({
  type,
  value,
  onClose,
  onSave,
}: {
  type: WithdrawalType;
  value: string;
  onClose: () => void;
  onSave: (account: string) => void;
}) {
  const { t } = useTranslation(SHOP_MONEY_NS);
  const [text, setText] = useState(value);
  const bank = type === WithdrawalType.bank;
  const save = () => {
    // A card number is often typed in groups of four: the spaces are not part of it.
    const account = bank ? text.replace(/\s+/g, '') : text.trim();
    const refusal = accountRefusal(type, account);
    if (refusal) return toast(t(refusal));
    onSave(account);
  };
  return (
    <>
      <div className="shop-money-dialog-title">{t(bank ? 'draw.addBank' : 'draw.addAlipay')}</div>
      <Input
        className="shop-money-dialog-input"
        value={text}
        onChange={setText}
        inputMode={bank ? 'numeric' : 'email'}
        placeholder={t(bank ? 'draw.bankPlaceholder' : 'draw.alipayPlaceholder')}
        clearable
        autoFocus
        data-testid="account-input"
      />
      <SheetButtons
        onCancel={onClose}
        confirmText={t('draw.confirm')}
        onConfirm={save}
        testId="account-save"
      />
    </>
  );
}
