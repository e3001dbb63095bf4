import { fenToYuan, PLAYER_LIMITS, yuanToFen } from '@dzzs/shared';
import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { MoneyInput, moneyOrSay } from '@dzzs/web-shared/money/money-input.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useMoveMoney } from '../api/players.ts';
import { PLAYERS_NS } from '../i18n.ts';

const MAX_YUAN = fenToYuan(PLAYER_LIMITS.moneyMaxFen).replace(/\.00$/, '');

/**
 * 加款 / 扣款 of a player's balance: at most 5万 a time with a memo; a deduction beyond the balance is stopped here
 * and, should the balance have moved meanwhile, by the server.
 */
export default function MoneyPopup({
  playerId,
  balance,
  add,
  onClose,
}: {
  playerId: number;
  /** Yuan. */
  balance: string;
  add: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(PLAYERS_NS);
  const move = useMoveMoney();
  const [money, setMoney] = useState('');
  const [memo, setMemo] = useState('');
  const submit = async () => {
    const bounds = {
      maxFen: PLAYER_LIMITS.moneyMaxFen,
      // A deduction comes out of the player's balance.
      ...(add ? {} : { availableFen: yuanToFen(balance) ?? 0 }),
    };
    if (moneyOrSay(money, bounds, toast) === null) return;
    const done = await runAction(
      move.mutateAsync({ id: playerId, money: money.trim(), memo: memo.trim(), add }),
    );
    if (done) onClose();
  };
  return (
    <Popup visible onMaskClick={onClose} destroyOnClose>
      <div className="players-form" data-testid="money-popup">
        <div className="players-card-title">{t(add ? 'detail.add' : 'detail.deduct')}</div>
        {add ? <div className="players-warning">{t('money.warning')}</div> : null}
        <div className="players-field">
          <MoneyInput
            value={money}
            onChange={setMoney}
            placeholder={t('money.amountPlaceholder', { max: MAX_YUAN })}
            testId="money-amount"
          />
        </div>
        <div className="players-field">
          <Input
            value={memo}
            onChange={setMemo}
            maxLength={PLAYER_LIMITS.memoMax}
            placeholder={t('money.memoPlaceholder', { max: PLAYER_LIMITS.memoMax })}
            data-testid="money-memo"
          />
        </div>
        <Button
          block
          color="warning"
          loading={move.isPending}
          onClick={() => void submit()}
          data-testid="money-submit"
        >
          {t('money.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
