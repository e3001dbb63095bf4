import { StaffGameRule, StaffState } from '@dzzs/shared';
import { GAME } from '@dzzs/shared/engine';
import type { AppContext } from '../../context.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import * as staff from './staff.service.ts';

// More staff of demo_shop beside demo_clerk (who may do everything), made through the staff service as the owner
// would: clerk_li pays prizes only, may not take 双色球 orders and takes 大乐透 ones of 2–100 yuan only; clerk_zhao
// sees the players and the partner shops and takes 竞彩篮球 orders of 10–500 yuan only; clerk_chen is stopped.

const BASE = { password: DEMO_PASSWORD, sfzID: '', viewUserlist: 0, cooperation: 0, award: 0 } as const;

export async function seedStaff(ctx: AppContext, ids: DemoIds): Promise<void> {
  const owner = { userId: ids.shopId, shopId: ids.shopId };
  const li = await staff.add(ctx, owner, {
    ...BASE,
    username: 'clerk_li',
    realName: '李晓燕',
    remarks: '白班，只负责派奖',
    award: 1,
  });
  await staff.writeGameRule(ctx.db, { clerkId: li, gameCode: GAME.ssq, rule: StaffGameRule.mayNotAccept });
  await staff.writeGameRule(ctx.db, {
    clerkId: li,
    gameCode: GAME.dlt,
    rule: StaffGameRule.withinRange,
    minFen: 200,
    maxFen: 10_000,
  });
  const zhao = await staff.add(ctx, owner, {
    ...BASE,
    username: 'clerk_zhao',
    realName: '赵强',
    remarks: '晚班',
    viewUserlist: 1,
    cooperation: 1,
  });
  await staff.writeGameRule(ctx.db, {
    clerkId: zhao,
    gameCode: GAME.jclq,
    rule: StaffGameRule.withinRange,
    minFen: 1_000,
    maxFen: 50_000,
  });
  const chen = await staff.add(ctx, owner, {
    ...BASE,
    username: 'clerk_chen',
    realName: '陈东',
    remarks: '已离职',
    viewUserlist: 1,
    award: 1,
  });
  await staff.setState(ctx, owner, chen, StaffState.stopped);
}
