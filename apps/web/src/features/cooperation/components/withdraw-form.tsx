import { COOPERATION_LIMITS, fenToYuan, yuanToFen } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';
import { useWithdraw } from '../api/cooperation.ts';
import { COOPERATION_NS } from '../i18n.ts';
import { typedFen } from './format.ts';
import { AmountInput, SheetSubmit, submitThenClose } from './money-sheet.tsx';

interface WithdrawProps {
  /** The main store the balance is held at. */
  shopId: number;
  /** The cooperation balance, yuan: the most that can be withdrawn. */
  balance: string;
  onClose: () => void;
}

/** 提现: the branch takes money back from the cooperation balance into its shop balance (more than ¥1, 3 a day). */
export function WithdrawForm({ shopId, balance, onClose }: WithdrawProps) {
  const { t } = useTranslation(COOPERATION_NS);
  const withdraw = useWithdraw();
  const [money, setMoney] = useState('');
  const maxFen = yuanToFen(balance) ?? 0;
  // As the earlier app did: more than there is reads as all there is.
  const onChange = (text: string) => {
    const fen = typedFen(text);
    setMoney(fen !== null && fen > maxFen ? fenToYuan(maxFen) : text);
  };
  const submit = () => {
    const fen = typedFen(money);
    if (fen === null || fen <= COOPERATION_LIMITS.withdrawalAboveFen)
      return toast(t('money.withdrawInvalid'));
    submitThenClose(withdraw.mutateAsync({ shopId, money: money.trim() }), onClose);
  };
  return (
    <>
      <div className="cooperation-sheet-row">
        <AmountInput
          value={money}
          onChange={onChange}
          placeholder={t('money.withdrawAvailable', { money: balance })}
          testId="withdraw-money"
        />
        <button type="button" className="cooperation-link" onClick={() => setMoney(fenToYuan(maxFen))}>
          {t('money.withdrawAll')}
        </button>
      </div>
      <div className="cooperation-sheet-note">{t('money.withdrawLimit')}</div>
      <SheetSubmit
        text={t('money.withdrawSubmit')}
        loading={withdraw.isPending}
        onClick={submit}
        testId="withdraw-submit"
      />
    </>
  );
}
