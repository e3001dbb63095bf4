import { fenToYuan, WITHDRAWAL_TYPE_LABELS } from '@dzzs/shared';
import { need, UsageError, type Command } from '../../cli/command.ts';
import * as withdrawals from './withdrawals.service.ts';

// The platform's side of shop withdrawals: list what waits, pay one out, or refuse one with a reason.

const idOf = (v: Record<string, unknown>): number => {
  const id = Number(v.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError('<id> must be a withdrawal id such as 12');
  return id;
};

const when = (unix: number) => new Date(unix * 1000).toLocaleString('sv-SE');

export const shopMoneyCommands: Record<string, Command> = {
  withdrawals: {
    usage: 'withdrawals',
    summary: 'list the shop withdrawals waiting for the platform (settle or reject them by id)',
    options: {},
    async run(ctx) {
      const rows = await withdrawals.pending(ctx);
      if (!rows.length) return 'no withdrawals waiting';
      const lines = rows.map(
        (r) =>
          `  #${r.id}  ${r.order_number}  ${r.shop_name} (shop ${r.shop_id})  ${fenToYuan(r.fen)} yuan  ` +
          `${WITHDRAWAL_TYPE_LABELS[r.type as 1 | 2].en} ${r.number}  contact ${r.contact}  ${when(r.create_time)}`,
      );
      return [`${rows.length} waiting:`, ...lines].join('\n');
    },
  },
  'withdrawals settle': {
    usage: 'withdrawals settle <id>',
    summary: 'mark a shop withdrawal paid: its held money goes to the platform payout account',
    options: {},
    positionals: ['id'],
    async run(ctx, v) {
      const row = await withdrawals.decide(ctx, idOf(v), { settle: true });
      return `withdrawal #${row.id} (${row.order_number}) settled: ${fenToYuan(row.fen)} yuan paid to shop ${row.shop_id}`;
    },
  },
  'withdrawals reject': {
    usage: 'withdrawals reject <id> --reason "why"',
    summary:
      'refuse a shop withdrawal: its held money goes back to the shop balance, the shop sees the reason',
    options: { reason: { type: 'string' } },
    positionals: ['id'],
    async run(ctx, v) {
      const reason = need(v, 'reason');
      if (reason.length > 200) throw new UsageError('--reason must be at most 200 characters');
      const row = await withdrawals.decide(ctx, idOf(v), { settle: false, reason });
      return `withdrawal #${row.id} (${row.order_number}) rejected: ${fenToYuan(row.fen)} yuan back to shop ${row.shop_id}`;
    },
  },
};
