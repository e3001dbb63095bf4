import { dayNumberOf } from '@dzzs/shared';
import { UsageError, type Command } from '../../cli/command.ts';
import { rebuild } from './statistics-rebuild.service.ts';

// The platform's side of the statistics: recompute the roll-ups from the raw rows and say what differed.

const dayOf = (v: Record<string, unknown>, name: string): number | undefined => {
  const raw = v[name];
  if (raw === undefined) return undefined;
  const day = typeof raw === 'string' ? dayNumberOf(raw.trim()) : null;
  if (day === null) throw new UsageError(`--${name} must be a date such as 2026-11-01`);
  return day;
};

export const statisticsCommands: Record<string, Command> = {
  'stats rebuild': {
    usage: 'stats rebuild [--shop <id>] [--from YYYY-MM-DD] [--to YYYY-MM-DD]',
    summary: 'recompute the statistics roll-ups from orders and ledger rows, reporting every difference',
    options: { shop: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
    async run(ctx, v) {
      const shopId = v.shop === undefined ? undefined : Number(v.shop);
      if (shopId !== undefined && (!Number.isSafeInteger(shopId) || shopId <= 0))
        throw new UsageError('--shop must be a shop id such as 12');
      const [from, to] = [dayOf(v, 'from'), dayOf(v, 'to')];
      if (from !== undefined && to !== undefined && from > to) throw new UsageError('--from is after --to');
      const { differences } = await rebuild(ctx, { shopId, from, to });
      if (!differences.length) return 'statistics rebuilt: no differences';
      return [
        `statistics rebuilt: ${differences.length} rows differed (kept → recomputed):`,
        ...differences,
      ].join('\n');
    },
  },
};
