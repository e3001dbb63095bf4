import { fenToYuan, type PlayerWithdrawal } from '@dzzs/shared';
import type { PlayerWithdrawalRow } from '../../db/schema.ts';

/** A request as the shop reads it; `player` is how the shop knows the player (absent: no longer its player). */
export function toPlayerWithdrawal(
  r: PlayerWithdrawalRow,
  player: { nickname: string; avatar: string; remarks: string } | undefined,
  methodLabel: string,
): PlayerWithdrawal {
  return {
    id: r.id,
    user_id: r.user_id,
    user_nickname: player?.nickname ?? '',
    user_remarks: player?.remarks ?? '',
    user_avatar: player?.avatar ?? '',
    user_RealName: r.real_name,
    money: fenToYuan(Number(r.fen)),
    method: r.method,
    memo: methodLabel,
    number: r.account,
    contact: r.contact,
    state: r.state,
    retMemo: r.ret_reason,
    create_time: Number(r.create_time),
    update_time: Number(r.update_time),
  };
}
