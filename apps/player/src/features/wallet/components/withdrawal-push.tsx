import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerWithdrawalState, type WsServerFrameOf } from '@dzzs/shared';
import { queryClient } from '../../../shared/http.ts';
import { useSocketEvents } from '../../../shared/socket.ts';
import { toast } from '../../../shared/toast.ts';
import { WALLET_NS } from '../i18n.ts';

/**
 * The shop paid or refused one of the player's withdrawals: the balance and 提现记录 are read again, and the player
 * is told in a word (with the shop's reason for a refusal), whatever page is open. Mounted once by the shell.
 */
export function WithdrawalPush() {
  const { t } = useTranslation(WALLET_NS);
  const onAnswer = useCallback(
    (frame: WsServerFrameOf<'withdrawal.answered'>) => {
      void queryClient.invalidateQueries({ queryKey: ['player'] });
      toast(
        frame.state === PlayerWithdrawalState.rejected
          ? t('answeredRefused', { reason: frame.reason })
          : t('answeredPaid'),
      );
    },
    [t],
  );
  // After a reconnect, an answer given meanwhile shows in the balance and the list read again.
  const onReconnect = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['player'] }), []);
  useSocketEvents(['withdrawal.answered'], onAnswer, onReconnect);
  return null;
}
