import {
  fenToYuan,
  SHOP_LEDGER_OTHER,
  SHOP_LEDGER_TAB_KEYS,
  SHOP_LEDGER_TABS,
  TRUSTEESHIP_LEDGER,
  type ShopBalanceDetails,
  type ShopLedgerTab,
  type TrusteeshipList,
  type TrusteeshipTab,
} from '@dzzs/shared';
import { dateRange } from '../../core/days.ts';
import type { Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import * as ledger from '../ledger/ledger.service.ts';
import * as players from '../players/players.service.ts';

// What the shop reads of its money (docs/money.md, "Shop balance and withdrawals"): its balance's ledger by kind of
// entry, and the players' balances it holds (托管余额) with their 加款 / 扣款.

interface Dates {
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** The ledger types a tab of the shop balance shows, as type prefixes (shop-money-rules.ts). */
function tabFilter(tab: ShopLedgerTab): Pick<ledger.WalletFilter, 'prefixes' | 'notPrefixes'> {
  if (tab === 0) return {};
  if (tab === SHOP_LEDGER_OTHER)
    return { notPrefixes: SHOP_LEDGER_TAB_KEYS.flatMap((k) => SHOP_LEDGER_TABS[k].prefixes) };
  return { prefixes: SHOP_LEDGER_TABS[tab].prefixes };
}

/** 店铺余额: the shop balance and one tab of its ledger, newest first. */
export async function details(
  ctx: AppContext,
  shopId: number,
  q: PageQuery & Dates & { type: ShopLedgerTab },
  lang: Lang,
): Promise<ShopBalanceDetails> {
  const [balance, found] = await Promise.all([
    ledger.walletBalance(ctx.db, shopId),
    ledger.walletEntriesOf(
      ctx.db,
      { userId: shopId, ...tabFilter(q.type), ...dateRange(q.startTime, q.endTime) },
      windowOf(q),
    ),
  ]);
  return {
    money: fenToYuan(balance),
    data: pageOf(q, found.total, found.rows, (r) => ledger.entryOf(r, lang)),
  };
}

/** 托管余额: the players' balances, biggest first (tab 0), or their 加款 (1) / 扣款 (2) entries. */
export async function trusteeship(
  ctx: AppContext,
  shopId: number,
  q: PageQuery & Dates & { type: TrusteeshipTab },
  lang: Lang,
): Promise<TrusteeshipList> {
  if (q.type === 0) {
    const found = await players.byBalance(ctx, shopId, q);
    return {
      sum: fenToYuan(found.sum),
      data: pageOf(q, found.total, found.rows, (p) => ({
        id: p.id,
        avatar: p.avatar,
        nickname: p.nickname,
        create_time: p.create_time,
        money: fenToYuan(p.money),
        source: '',
        user_id: { id: p.id, nickname: p.nickname },
      })),
    };
  }
  const found = await ledger.walletEntriesOf(
    ctx.db,
    { shopId, prefixes: [TRUSTEESHIP_LEDGER[q.type]], ...dateRange(q.startTime, q.endTime) },
    windowOf(q),
  );
  const names = await players.namesOf(
    ctx,
    shopId,
    found.rows.map((r) => r.user_id),
  );
  return {
    sum: fenToYuan(found.sum),
    data: pageOf(q, found.total, found.rows, (r) => {
      const player = names.get(r.user_id) ?? { nickname: '', avatar: '' };
      return {
        id: r.id,
        avatar: player.avatar,
        nickname: player.nickname,
        create_time: r.create_time,
        money: fenToYuan(r.change),
        source: ledger.entryOf(r, lang).memo,
        user_id: { id: r.user_id, nickname: player.nickname },
      };
    }),
  };
}
