import {
  fenToYuan,
  maskAccount,
  SHOP_WITHDRAWAL_STATE_LABELS,
  WITHDRAWAL_TYPE_LABELS,
  type ShopWithdrawal,
} from '@dzzs/shared';
import type { Lang } from '../../core/i18n.ts';
import type { ShopWithdrawalRow } from '../../db/schema.ts';

const inLang = (label: { zh: string; en: string }, lang: Lang) => (lang === 'en' ? label.en : label.zh);

/** A withdrawal as the shop sees it: the account masked, the kind and state in the reader's language. */
export function toWithdrawal(r: ShopWithdrawalRow, lang: Lang): ShopWithdrawal {
  return {
    id: r.id,
    type: r.type,
    memo: inLang(WITHDRAWAL_TYPE_LABELS[r.type as 1 | 2], lang),
    state: r.state,
    state_label: inLang(SHOP_WITHDRAWAL_STATE_LABELS[r.state as 0 | 1 | 2], lang),
    money: fenToYuan(r.fen),
    number: maskAccount(r.number),
    OrderNumber: r.order_number,
    retMemo: r.ret_memo,
    create_time: r.create_time,
    update_time: r.update_time,
    settle_time: r.settle_time,
  };
}
