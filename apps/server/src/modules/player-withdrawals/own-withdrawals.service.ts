import {
  fenToYuan,
  WITHDRAWAL_TYPE_LABELS,
  type Page,
  type PlayerWallet,
  type PlayerWithdrawal,
} from '@dzzs/shared';
import type { Lang } from '../../core/i18n.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import * as ledger from '../ledger/ledger.service.ts';
import * as players from '../players/players.service.ts';
import { toPlayerWithdrawal } from './player-withdrawals.mapper.ts';
import * as repo from './player-withdrawals.repository.ts';
import type { PlayerActor } from './player-withdrawals.service.ts';

// A player's own side of withdrawals (docs/money.md, "Players' withdrawals"): what of their balance they may ask
// to withdraw, and their requests.

/**
 * The balance split as a withdrawal sees it (docs/money.md, "Not withdrawable"): `not_withdrawable` is what came in
 * as a recharge, a red packet or 加款 and is not yet bet, a request may take the rest; `withdrawing` is what
 * pending requests hold, already out of the balance.
 */
export async function wallet(db: DbOrTrx, player: PlayerActor): Promise<PlayerWallet> {
  const [balance, pending] = await Promise.all([
    ledger.walletSplit(db, player.userId),
    repo.pendingFenOf(db, player.userId),
  ]);
  return {
    money: fenToYuan(balance.money),
    withdrawable: fenToYuan(balance.money - balance.locked),
    not_withdrawable: fenToYuan(balance.locked),
    withdrawing: fenToYuan(pending),
  };
}

/** The player's requests, every state, newest first. The shop's remark of the player is the shop's own: not shown. */
export async function ownRequests(
  db: DbOrTrx,
  player: PlayerActor,
  q: PageQuery,
  lang: Lang,
): Promise<Page<PlayerWithdrawal>> {
  const [found, cards] = await Promise.all([
    repo.ofPlayer(db, player.userId, windowOf(q)),
    players.playerCardsOf(db, player.shopId, [player.userId]),
  ]);
  const own = cards.get(player.userId);
  const card = { nickname: own?.nickname ?? '', avatar: own?.avatar ?? '', remarks: '' };
  const language = lang === 'en' ? 'en' : 'zh';
  return pageOf(q, found.total, found.rows, (r) =>
    toPlayerWithdrawal(r, card, WITHDRAWAL_TYPE_LABELS[r.method as 1 | 2][language]),
  );
}
