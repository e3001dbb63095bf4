import type { LedgerMemoCode, Memo } from '@dzzs/shared';
import type { Trx } from '../../db/database.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import * as repo from './ledger.repository.ts';

const M = defineMessages({
  ledgerNoAccount: { zh: '账户不存在', en: 'Account not found' },
  ledgerInsufficient: { zh: '余额不足', en: 'Insufficient balance' },
});

export interface MoneyChange {
  userId: number;
  shopId: number;
  /** Signed change in fen. */
  change: number;
  type: string;
  /** Why, as a code of LEDGER_MEMOS with parameters: shown in the reader's language. */
  memo: Memo<LedgerMemoCode>;
  refType?: string;
  refId?: string | number;
  operatorId?: number;
  /** Code and message key when the balance would go negative (e.g. 402 for ticketing). */
  insufficient?: AppError;
}

/**
 * The only way a balance moves: inside the caller's transaction, lock, check it stays ≥ 0, write the new
 * balance and its ledger row (before, after, change, type, memo, reference).
 */
export async function applyMoneyChange(
  trx: Trx,
  dialect: 'sqlite' | 'postgres',
  c: MoneyChange,
): Promise<{ before: number; after: number; logId: number }> {
  if (!Number.isSafeInteger(c.change)) throw new Error(`money change must be integer fen, got ${c.change}`);
  const before = await repo.lockBalance(trx, c.userId, dialect);
  if (before === undefined) throw AppError.fail(M.ledgerNoAccount);
  const after = before + c.change;
  if (after < 0) throw c.insufficient ?? AppError.fail(M.ledgerInsufficient);
  const now = nowSeconds();
  await repo.setBalance(trx, c.userId, after, now);
  const logId = await repo.insertLog(trx, {
    user_id: c.userId,
    shop_id: c.shopId,
    type: c.type,
    change: c.change,
    before,
    after,
    memo: c.memo.code,
    memo_params: JSON.stringify(c.memo.params ?? {}),
    ref_type: c.refType ?? '',
    ref_id: c.refId === undefined ? '' : String(c.refId),
    operator_id: c.operatorId ?? 0,
    create_time: now,
  });
  return { before, after, logId };
}
