import { useTranslation } from 'react-i18next';
import { COOPERATION_NS } from '../i18n.ts';
import { EditBalanceForm } from './edit-balance-form.tsx';
import { MoneySheet } from './money-sheet.tsx';
import { RechargeForm } from './recharge-form.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

export type MoneySheetKind = 'withdraw' | 'recharge' | 'editBalance';

/** 店铺详细's money sheets, loaded on the first tap that opens one (their forms are heavy for the page). */
export default function MoneySheets({
  sheet,
  shopId,
  balance,
  onClose,
}: {
  sheet: MoneySheetKind | null;
  /** The other shop of the cooperation. */
  shopId: number;
  /** The cooperation balance, yuan. */
  balance: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(COOPERATION_NS);
  return (
    <>
      <MoneySheet visible={sheet === 'withdraw'} title={t('shop.withdraw')} onClose={onClose}>
        <WithdrawForm shopId={shopId} balance={balance} onClose={onClose} />
      </MoneySheet>
      <MoneySheet visible={sheet === 'recharge'} title={t('shop.recharge')} onClose={onClose}>
        <RechargeForm shopId={shopId} onClose={onClose} />
      </MoneySheet>
      <MoneySheet visible={sheet === 'editBalance'} title={t('shop.editBalance')} onClose={onClose}>
        <EditBalanceForm shopId={shopId} onClose={onClose} />
      </MoneySheet>
    </>
  );
}
