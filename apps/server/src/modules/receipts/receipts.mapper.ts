import {
  fenToYuan,
  OFFLINE_RECHARGE_STATE_LABELS,
  rateText,
  type OfflineRecharge,
  type OfflineRechargeState,
  type ReceiptChannel,
  type ReceiptField,
} from '@dzzs/shared';
import { inLang, type Lang } from '../../core/i18n.ts';
import type { ReceiptChannelRow, ShopReceiptRow } from '../../db/schema.ts';

// Rows of payment channels and offline recharges in their wire form (packages/shared/src/api/receipts.ts).

/** A channel's application form; the platform writes it, so a broken one reads as no fields rather than a crash. */
export function modelOf(channel: Pick<ReceiptChannelRow, 'model'>): ReceiptField[] {
  try {
    const parsed: unknown = JSON.parse(channel.model);
    return Array.isArray(parsed) ? (parsed as ReceiptField[]) : [];
  } catch {
    return [];
  }
}

export function formOf(row: Pick<ShopReceiptRow, 'form'> | undefined): Record<string, string> {
  if (!row) return {};
  try {
    return JSON.parse(row.form) as Record<string, string>;
  } catch {
    return {};
  }
}

export const channelOf = (c: ReceiptChannelRow, mine: ShopReceiptRow | undefined): ReceiptChannel => ({
  id: c.id,
  name: c.name,
  icon: c.icon,
  title: c.title,
  rate: rateText(c.rate_bp),
  record: mine ? (String(mine.state) as '0' | '1' | '2' | '3') : null,
  retmemo: mine?.state === 2 ? mine.ret_memo : '',
  model: modelOf(c),
  form: formOf(mine),
  pid: mine?.pid ?? '',
});

export const offlineRechargeOf = (
  r: {
    id: number;
    user_id: number;
    nickname: string;
    avatar: string;
    fen: number | string;
    state: number;
    create_time: number | string;
    handle_time: number | string;
  },
  lang: Lang,
): OfflineRecharge => ({
  id: r.id,
  user_id: r.user_id,
  nickname: r.nickname,
  avatar: r.avatar,
  money: fenToYuan(Number(r.fen)),
  state: r.state,
  state_label: inLang(lang, OFFLINE_RECHARGE_STATE_LABELS[r.state as OfflineRechargeState]),
  create_time: Number(r.create_time),
  handle_time: Number(r.handle_time),
});
