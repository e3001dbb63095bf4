import { fenToYuan, type StaffMember } from '@dzzs/shared';
import { GAMES } from '@dzzs/shared/engine';
import type { StaffRow } from './staff.repository.ts';

export interface GameRuleRow {
  game_code: number;
  rule: number;
  min_money: number;
  max_money: number;
}

/** A staff account as the owner's pages show it: every game with its rule (none set: 不限制金额). */
export function toStaffMember(row: StaffRow, rules: readonly GameRuleRow[], failures: number): StaffMember {
  const byGame = new Map(rules.map((r) => [r.game_code, r]));
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    create_time: Number(row.create_time),
    clerkConfig: {
      state: row.state,
      realName: row.real_name,
      remarks: row.remarks,
      sfz: row.sfz,
      viewUserlist: row.view_userlist,
      cooperation: row.cooperation,
      award: row.award,
      gamelist: GAMES.map((g) => {
        const r = byGame.get(g.code);
        return {
          game: { id: g.code, title: g.nameZh, image: '' },
          data: {
            state: r?.rule ?? 0,
            minMoney: fenToYuan(Number(r?.min_money ?? 0)),
            maxMoney: fenToYuan(Number(r?.max_money ?? 0)),
          },
        };
      }),
    },
    loginfailure: failures,
  };
}
