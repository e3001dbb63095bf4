import { fenToYuan } from '@dzzs/shared';
import { Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, moneyOrSay } from '@dzzs/web-shared/money/money-input.tsx';
import { SheetButtons } from '../../../shared/ui/sheet-buttons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { ORDERS_NS } from '../i18n.ts';

/** The longest reason the server keeps beside a corrected prize. */
const MAX_REASON = 100;

interface EditMoneyProps {
  /** The amount to pay now, yuan. */
  amount: string;
  /** The most the ticket can win (fen), the cap the server holds the amount to; null when not known here. */
  maxFen: number | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (money: string, reason: string) => void;
}

/**
 * 修改中奖金额: the amount to pay (0 = no prize) and an optional reason. A correction above the prize the engine
 * computed is the shopkeeper's, with a reason: the server says so when one is missing, and the sheet stays open
 * with what was typed, so the reason can be added and the amount sent again. Each opening starts from the order's
 * amount now (the form is dropped on close).
 */
export function EditMoneySheet({ visible, ...form }: EditMoneyProps & { visible: boolean }) {
  return (
    <Popup visible={visible} onMaskClick={form.onClose} destroyOnClose bodyClassName="orders-reason-sheet">
      <EditMoneyForm {...form} />
    </Popup>
  );
}

function EditMoneyForm({ amount, maxFen, submitting, onClose, onSubmit }: EditMoneyProps) {
  const { t } = useTranslation(ORDERS_NS);
  const [money, setMoney] = useState(amount);
  const [reason, setReason] = useState('');
  const max = maxFen === null ? null : fenToYuan(maxFen);
  const submit = () => {
    // 0 is an answer here: the order won nothing.
    const fen = moneyOrSay(money, { minFen: 0 }, toast);
    if (fen === null) return;
    if (maxFen !== null && fen > maxFen) return toast(t('actions.editMoneyAboveMax', { max }));
    onSubmit(money.trim(), reason.trim());
  };
  return (
    <>
      <div className="orders-reason-title">{t('actions.editMoneyTitle')}</div>
      <div className="orders-reason-hint">{t('actions.editMoneyHint')}</div>
      {max === null ? null : (
        <div className="orders-reason-hint" data-testid="edit-money-max">
          {t('actions.editMoneyMax', { max })}
        </div>
      )}
      <MoneyInput className="orders-money-input" value={money} onChange={setMoney} testId="edit-money" />
      <TextArea
        className="orders-reason-custom"
        placeholder={t('actions.editMoneyReason', { max: MAX_REASON })}
        maxLength={MAX_REASON}
        showCount
        value={reason}
        onChange={setReason}
        data-testid="edit-money-reason"
      />
      <SheetButtons
        onCancel={onClose}
        confirmText={t('common.confirm', { ns: 'common' })}
        onConfirm={submit}
        loading={submitting}
        testId="edit-money-submit"
      />
    </>
  );
}
