import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineRechargeState, PlayerWithdrawalState, type WsServerFrameOf } from '@dzzs/shared';
import { queryClient } from '../../../shared/http.ts';
import { useSocketEvents } from '../../../shared/socket.ts';
import { toast } from '../../../shared/toast.ts';
import { WALLET_NS } from '../i18n.ts';

type Answer = WsServerFrameOf<'withdrawal.answered' | 'recharge.answered'>;
const ANSWERS = ['withdrawal.answered', 'recharge.answered'] as const;

/**
 * The shop paid or refused one of the player's withdrawals, or credited or refused an offline recharge: the balance,
 * 交易明细 and 提现记录 are read again, and the player is told in a word (with the shop's reason for a refused
 * withdrawal), whatever page is open. Mounted once by the shell.
 */
export function WalletPush() {
  const { t } = useTranslation(WALLET_NS);
  const onAnswer = useCallback(
    (frame: Answer) => {
      void queryClient.invalidateQueries({ queryKey: ['player'] });
      if (frame.type === 'recharge.answered')
        toast(
          frame.state === OfflineRechargeState.refused
            ? t('rechargeRefused', { money: frame.money })
            : t('rechargeCredited', { money: frame.money }),
        );
      else
        toast(
          frame.state === PlayerWithdrawalState.rejected
            ? t('answeredRefused', { reason: frame.reason })
            : t('answeredPaid'),
        );
    },
    [t],
  );
  // After a reconnect, an answer given meanwhile shows in the balance and the lists read again.
  const onReconnect = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['player'] }), []);
  useSocketEvents(ANSWERS, onAnswer, onReconnect);
  return null;
}
