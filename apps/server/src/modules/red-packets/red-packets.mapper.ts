import {
  fenToYuan,
  RED_PACKET_STATE_LABELS,
  RED_PACKET_TYPE_LABELS,
  type RedPacketRecord,
} from '@dzzs/shared';
import { inLang, type Lang } from '../../core/i18n.ts';
import type { GrabWithPlayer, RedPacketRow } from './red-packets.repository.ts';

/** A packet as 红包记录 shows it, with its receivers in the order they grabbed. */
export function toRecord(row: RedPacketRow, grabs: readonly GrabWithPlayer[], lang: Lang): RedPacketRecord {
  const type = RED_PACKET_TYPE_LABELS[row.type as keyof typeof RED_PACKET_TYPE_LABELS];
  const state = RED_PACKET_STATE_LABELS[row.state as keyof typeof RED_PACKET_STATE_LABELS];
  return {
    id: row.id,
    type: row.type,
    type_label: type ? inLang(lang, type) : '',
    title: row.title,
    state: row.state,
    state_label: state ? inLang(lang, state) : '',
    money: fenToYuan(row.total_fen),
    remaining_money: fenToYuan(row.remaining_fen),
    count: row.count,
    claimed: row.count - row.remaining_count,
    end_time: row.end_time,
    create_time: row.create_time,
    receivers: grabs.map((g) => ({
      user_id: g.user_id,
      avatar: g.avatar,
      nickname: g.nickname,
      get_money: fenToYuan(g.fen),
      create_time: g.create_time,
    })),
  };
}
