import {
  StaffGameRule,
  StaffState,
  type StaffAddRequest,
  type StaffEditRequest,
  type StaffGameRuleRequest,
  type StaffMember,
} from '@dzzs/shared';
import type { z } from 'zod';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation, type DbOrTrx } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { writePassword } from '../account/account.service.ts';
import { hashPassword } from '../account/password.ts';
import { insertStaffUser } from '../account/sign-up.service.ts';
import { countLoginFailures, FAILURES_FORGOTTEN_AFTER } from '../auth/login-failures.service.ts';
import { endSessions, sessionsChanged } from '../auth/session.service.ts';
import { revokeUserTokens } from '../auth/token.service.ts';
import { toStaffMember } from './staff.mapper.ts';
import * as repo from './staff.repository.ts';

// Staff management (员工管理, docs/staff.md): the owner adds staff accounts, sets what each may do beyond the order
// tab (viewUserlist, cooperation, award) and each one's rule per game, and stops (停用) or starts them. Sessions read
// permissions afresh once a change has committed; stopping an account or giving it a new password ends its sessions
// and closes its sockets on every instance.

export const M = defineMessages({
  staffNotFound: { zh: '员工 {id} 不存在', en: 'Staff member {id} not found' },
  staffUsernameTaken: {
    zh: 'username：员工账号 {username} 已被使用，请换一个',
    en: 'username: the account {username} is taken; choose another',
  },
  staffAdded: { zh: '添加成功', en: 'Staff member added' },
  staffEdited: { zh: '修改成功', en: 'Changes saved' },
  staffStopped: { zh: '已停用', en: 'Account stopped' },
  staffStarted: { zh: '已启用', en: 'Account started' },
  staffRuleSaved: { zh: '保存成功', en: 'Rule saved' },
});

/** The owner acting: their user id and shop. */
export interface Owner {
  userId: number;
  shopId: number;
}

async function describe(db: DbOrTrx, rows: readonly repo.StaffRow[]): Promise<StaffMember[]> {
  const ids = rows.map((r) => r.id);
  const [rules, failures] = await Promise.all([
    repo.gameRules(db, ids),
    countLoginFailures(db, ids, nowSeconds() - FAILURES_FORGOTTEN_AFTER),
  ]);
  return rows.map((row) =>
    toStaffMember(
      row,
      rules.filter((r) => r.clerk_id === row.id),
      failures.get(row.id) ?? 0,
    ),
  );
}

export async function list(ctx: AppContext, shopId: number, state?: number): Promise<StaffMember[]> {
  return describe(ctx.db, await repo.listStaff(ctx.db, shopId, state));
}

async function staffOf(db: DbOrTrx, shopId: number, id: number): Promise<repo.StaffRow> {
  const row = await repo.findStaff(db, shopId, id);
  if (!row) throw AppError.fail(M.staffNotFound, { id });
  return row;
}

export async function info(ctx: AppContext, shopId: number, id: number): Promise<StaffMember> {
  const [member] = await describe(ctx.db, [await staffOf(ctx.db, shopId, id)]);
  return member!;
}

export async function add(
  ctx: AppContext,
  owner: Owner,
  input: z.output<typeof StaffAddRequest>,
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(ctx, async (tx) => {
      const id = await insertStaffUser(
        tx.trx,
        { username: input.username, nickname: input.realName || input.username, shopId: owner.shopId },
        passwordHash,
      );
      await repo.insertConfig(tx.trx, {
        user_id: id,
        shop_id: owner.shopId,
        real_name: input.realName,
        sfz: input.sfzID,
        remarks: input.remarks,
        view_userlist: input.viewUserlist,
        cooperation: input.cooperation,
        award: input.award,
        now: nowSeconds(),
      });
      return id;
    });
  } catch (err) {
    // Usernames are unique whatever their case (users_username_lower); the index decides a race too.
    if (isUniqueViolation(err)) throw AppError.fail(M.staffUsernameTaken, { username: input.username });
    throw err;
  }
}

export async function edit(
  ctx: AppContext,
  owner: Owner,
  input: z.output<typeof StaffEditRequest>,
): Promise<void> {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  await inTransaction(ctx, async (tx) => {
    const row = await staffOf(tx.trx, owner.shopId, input.id);
    const now = nowSeconds();
    await repo.updateConfig(tx.trx, owner.shopId, row.id, {
      real_name: input.realName,
      sfz: input.sfzID,
      remarks: input.remarks,
      view_userlist: input.viewUserlist,
      cooperation: input.cooperation,
      award: input.award,
      update_time: now,
    });
    // A new password ends the sessions (as a reset does); otherwise they only read the permissions afresh.
    if (passwordHash) await writePassword(ctx, tx, row, passwordHash);
    else tx.afterCommit(() => sessionsChanged(ctx));
  });
}

/** 停用 / 启用. Stopping revokes every token of the account and, after the commit, closes its sockets. */
export async function setState(
  ctx: AppContext,
  owner: Owner,
  id: number,
  state: StaffState,
): Promise<string> {
  await inTransaction(ctx, async (tx) => {
    await staffOf(tx.trx, owner.shopId, id);
    const moved = await repo.switchState(tx.trx, { shopId: owner.shopId, id, state, now: nowSeconds() });
    if (!moved) return;
    if (state === StaffState.stopped) {
      await revokeUserTokens(tx.trx, id);
      endSessions(ctx, tx, [id]);
    } else tx.afterCommit(() => sessionsChanged(ctx));
  });
  return state === StaffState.stopped ? M.staffStopped : M.staffStarted;
}

export async function setGameRule(
  ctx: AppContext,
  owner: Owner,
  input: z.output<typeof StaffGameRuleRequest>,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await staffOf(tx.trx, owner.shopId, input.id);
    await writeGameRule(tx.trx, {
      clerkId: input.id,
      gameCode: input.gameIndex,
      rule: input.value,
      minFen: input.minMoney,
      maxFen: input.maxMoney,
    });
  });
}

/** Writes a rule (the request schema checked it); amounts are kept only for a 限额 rule. */
export async function writeGameRule(
  db: DbOrTrx,
  r: {
    clerkId: number;
    gameCode: number;
    rule: number;
    minFen?: number | undefined;
    maxFen?: number | undefined;
  },
): Promise<void> {
  const range = r.rule === StaffGameRule.withinRange;
  await repo.setGameRule(db, {
    clerk_id: r.clerkId,
    game_code: r.gameCode,
    rule: r.rule,
    min_money: range ? (r.minFen ?? 0) : 0,
    max_money: range ? (r.maxFen ?? 0) : 0,
    now: nowSeconds(),
  });
}
