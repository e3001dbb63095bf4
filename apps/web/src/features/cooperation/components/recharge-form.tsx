import { COOPERATION_LIMITS, yuanToFen } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { moneyOrSay } from '@dzzs/web-shared/money/money-input.tsx';
import { Chip } from '../../../shared/ui/chip.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useRecharge } from '../api/cooperation.ts';
import { COOPERATION_NS } from '../i18n.ts';
import { AmountInput, SheetSubmit, submitThenClose } from './money-sheet.tsx';

/** The earlier app's quick amounts (rechargePage), ¥11 chosen first. */
const QUICK_AMOUNTS = ['11.00', '52.00', '101.00', '202.00', '501.00', '1001.00'];

interface RechargeProps {
  /** The main store to prepay. */
  shopId: number;
  onClose: () => void;
}

/** 充值: the branch prepays its main store from its own shop balance into the cooperation balance. */
export function RechargeForm({ shopId, onClose }: RechargeProps) {
  const { t } = useTranslation(COOPERATION_NS);
  const recharge = useRecharge();
  const { data: me } = useUserIndex();
  const [money, setMoney] = useState(QUICK_AMOUNTS[0]!);
  const [custom, setCustom] = useState('');
  const submit = () => {
    const amount = custom.trim() || money;
    const available = yuanToFen(me?.userinfo.money ?? '');
    const bounds = {
      maxFen: COOPERATION_LIMITS.rechargeMaxFen,
      ...(available !== null ? { availableFen: available } : {}),
    };
    if (moneyOrSay(amount, bounds, toast) === null) return;
    submitThenClose(recharge.mutateAsync({ shopId, money: amount }), onClose);
  };
  return (
    <>
      <div className="cooperation-sheet-note">
        {t('money.rechargeFrom')} · {t('money.shopBalance', { money: me?.userinfo.money ?? '' })}
      </div>
      <div className="cooperation-quick-amounts">
        {QUICK_AMOUNTS.map((amount) => (
          <Chip
            key={amount}
            on={!custom && money === amount}
            label={`¥${amount.replace(/\.00$/, '')}`}
            onClick={() => {
              setCustom('');
              setMoney(amount);
            }}
          />
        ))}
      </div>
      <AmountInput
        value={custom}
        onChange={setCustom}
        placeholder={t('money.customPlaceholder')}
        testId="recharge-money"
      />
      <SheetSubmit
        text={t('money.rechargeSubmit')}
        loading={recharge.isPending}
        onClick={submit}
        testId="recharge-submit"
      />
    </>
  );
}
