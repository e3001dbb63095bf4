import { GroupId, ReceiptState } from '@dzzs/shared';
import { UsageError, need } from '../../cli/command.ts';
import type { ServerModule } from '../../server-module.ts';
import { countByState, countOfflineWaiting } from './receipts.repository.ts';
import { receiptsRoutes } from './receipts.routes.ts';
import { seedReceipts } from './receipts.seed.ts';
import * as receipts from './receipts.service.ts';

const idOf = (v: Record<string, string | boolean | undefined>) => {
  const id = Number(v.id);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError('<id> must be the number `channels` lists');
  return id;
};

export const receiptsModule: ServerModule = {
  name: 'receipts',
  routes: receiptsRoutes,
  seedDemo: seedReceipts,
  // The badge of 收款管理 counts what waits for the owner there: applications the platform rejected (to correct and
  // send again) and players' offline recharges to confirm or refuse. Staff never see receipts.
  mineCounters: async (db, caller) =>
    caller.user.group_id === GroupId.shopkeeper
      ? {
          shopReceipt:
            (await countByState(db, caller.shopId, ReceiptState.refused)) +
            (await countOfflineWaiting(db, caller.shopId)),
        }
      : {},
  cli: {
    channels: {
      usage: 'channels',
      summary: 'list the payment-channel applications waiting for review (收款管理)',
      options: {},
      async run(ctx) {
        const rows = await receipts.pendingApplications(ctx);
        if (!rows.length) return 'no application waits for review';
        return rows
          .map((r) => `${r.id}\tshop ${r.shop_id} ${r.nickname}\t${r.channel} (${r.channel_id})`)
          .join('\n');
      },
    },
    'channels approve': {
      usage: 'channels approve <id>',
      summary: 'approve a payment-channel application: the channel opens for the shop’s players',
      options: {},
      positionals: ['id'],
      async run(ctx, v) {
        const id = idOf(v);
        if (!(await receipts.review(ctx, id, { approve: true })))
          throw new UsageError(`application ${id} is not under review`);
        return `application ${id} approved: the channel is open`;
      },
    },
    'channels reject': {
      usage: 'channels reject <id> --reason "what to correct"',
      summary: 'reject a payment-channel application with the reason the shop reads',
      options: { reason: { type: 'string' } },
      positionals: ['id'],
      async run(ctx, v) {
        const id = idOf(v);
        const reason = need(v, 'reason');
        if (!(await receipts.review(ctx, id, { approve: false, reason })))
          throw new UsageError(`application ${id} is not under review`);
        return `application ${id} rejected`;
      },
    },
    'channels merchant': {
      usage: 'channels merchant <id> --secret "…" [--app-id 2021…]',
      summary:
        "register the merchant a shop's approved channel is paid to: 51新支付 the key of the shop's pid, 支付宝当面付 the shop's app id and app_auth_token",
      options: { secret: { type: 'string' }, 'app-id': { type: 'string' } },
      positionals: ['id'],
      async run(ctx, v) {
        const id = idOf(v);
        const appId = typeof v['app-id'] === 'string' ? v['app-id'] : undefined;
        const r = await receipts.registerMerchant(ctx, id, { secret: need(v, 'secret'), appId });
        if (!r.ok) throw new UsageError(r.why);
        return `channel ${id}: its players' online recharges are paid to ${r.provider} merchant ${r.merchantNo}`;
      },
    },
  },
};
